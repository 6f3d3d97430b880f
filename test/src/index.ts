export { createTestDatabase, harnessEnv, type TestDatabase } from './harness/database.js';
export { deleteTestRedisKeys, type TestRedis, testRedis } from './harness/redis.js';
export { type WaitOptions, waitUntil } from './harness/wait.js';
export { type Answer, logIn, readLoginCode, type ShopUnderTest, startShop } from './shop-app.js';
