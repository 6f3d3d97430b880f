import type { RedisOptions } from 'ioredis';

/** Where the shop's Redis is: a URL, and optionally the Sentinels that name its current primary. */
export interface RedisPlace {
  redisUrl: string;
  /** REDIS_SENTINELS (`host:port,host:port`): ask these for the primary instead of the URL's host. */
  redisSentinels: Array<{ host: string; port: number }>;
  /** REDIS_SENTINEL_NAME: the primary's name in the Sentinels' configuration. */
  redisSentinelName: string;
}

/**
 * ioredis options for the shop's connections (its own, the rate limits', BullMQ's). The URL gives
 * the credentials, the database and TLS; with Sentinels its host and port are only a fallback
 * name, and ioredis follows the primary through a failover.
 */
export function redisOptions(place: RedisPlace): RedisOptions {
  const parsed = new URL(place.redisUrl);
  const db = parsed.pathname.replace('/', '');
  const common: RedisOptions = {
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: db ? Number(db) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: 2,
    lazyConnect: false,
  };
  if (place.redisSentinels.length) return { ...common, sentinels: place.redisSentinels, name: place.redisSentinelName };
  return { ...common, host: parsed.hostname, port: Number(parsed.port || 6379) };
}

/** REDIS_SENTINELS as a list; answers why not when a part is not `host:port`. */
export function parseSentinels(raw: string | undefined): Array<{ host: string; port: number }> | string {
  const parts = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const sentinels = [];
  for (const part of parts) {
    const match = /^(.+):(\d{1,5})$/.exec(part);
    if (!match || Number(match[2]) > 65535) return `REDIS_SENTINELS must list host:port pairs, not "${part}"`;
    sentinels.push({ host: match[1]!.replace(/^\[|\]$/g, ''), port: Number(match[2]) });
  }
  return sentinels;
}
