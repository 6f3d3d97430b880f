export { type EmbeddedPostgres, type EmbeddedPostgresOptions, startEmbeddedPostgres } from './embedded-postgres.js';
export { freePort, isPortFree } from './free-port.js';
export { databaseUrl, ensureDatabase, pgQuery, quoteIdentifier } from './postgres-admin.js';
export { type PrivateRedis, startPrivateRedis } from './private-redis.js';
export { deleteRedisKeys, type RedisReply, redisCommand, redisCommands } from './redis-command.js';
export { waitUntil, type WaitOptions } from './wait-until.js';
