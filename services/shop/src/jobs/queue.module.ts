import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';

/**
 * BullMQ on the shop's Redis, every key under REDIS_PREFIX. Queue connections wait for Redis
 * (`maxRetriesPerRequest: null`) instead of failing a job when it blips.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [SHOP_CONFIG],
      useFactory: (config: ShopConfig) => ({
        connection: { url: config.redisUrl, maxRetriesPerRequest: null },
        prefix: `${config.redisPrefix}:bull`,
      }),
    }),
  ],
})
export class QueueModule {}
