export { type DemoOrdersOptions, type DemoOrdersResult, placeDemoOrders } from './demo-orders.js';
export { type EmbeddedPostgres, type EmbeddedPostgresOptions, startEmbeddedPostgres } from './embedded-postgres.js';
export { freePort, isPortFree } from './free-port.js';
export { databaseUrl, ensureDatabase, pgQuery, quoteIdentifier } from './postgres-admin.js';
export { type PrivateRedis, startPrivateRedis } from './private-redis.js';
export { deleteRedisKeys, redisCommand, redisCommands, type RedisReply } from './redis-command.js';
export { SHOP_NODE_ARGS } from './shop-node-args.js';
export { exited, stopChild } from './stop-child.js';
export { type WaitOptions, waitUntil } from './wait-until.js';
