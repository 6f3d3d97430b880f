import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import type { RedisOptions as QueueRedisOptions } from 'bullmq';
import { BullMQOtel } from 'bullmq-otel';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { redisOptions } from '../redis/redis-options.js';
import { tracingOn } from '../tracing/tracing.js';

/**
 * BullMQ on the shop's Redis, every key under REDIS_PREFIX. Queue connections wait for Redis
 * (`maxRetriesPerRequest: null`) instead of failing a job when it blips.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [SHOP_CONFIG],
      useFactory: (config: ShopConfig) => ({
        // ioredis's options; BullMQ declares its own narrower type for the same object
        connection: { ...redisOptions(config), maxRetriesPerRequest: null } as QueueRedisOptions,
        prefix: `${config.redisPrefix}:bull`,
        // spans for adding and running jobs, each job's a child of the trace that wrote it
        ...(tracingOn() && { telemetry: new BullMQOtel({ tracerName: 'kilau-jobs' }) }),
      }),
    }),
  ],
})
export class QueueModule {}
