export { createTestDatabase, harnessEnv, type TestDatabase } from './harness/database.js';
export { deleteTestRedisKeys, testRedis, type TestRedis } from './harness/redis.js';
export { waitUntil, type WaitOptions } from './harness/wait.js';
export { type Answer, logIn, readLoginCode, type ShopUnderTest, startShop } from './shop-app.js';
