import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { redisOptions } from './redis-options.js';

/** The shop's own Redis connection (rate limits, health), apart from BullMQ's. */
export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [SHOP_CONFIG],
      useFactory: (config: ShopConfig) => {
        const redis = new Redis(redisOptions(config));
        // Redis away is no error of the shop's: health reports it as degraded, callers time out
        redis.on('error', () => undefined);
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
