import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Cache } from 'cache-manager';
import type { Redis } from 'ioredis';

import { SHOP_CONFIG } from '../../config/config.module.js';
import type { ShopConfig } from '../../config/shop-config.js';
import { currentLogger } from '../../logging/logger.js';
import { REDIS } from '../../redis/redis.module.js';
import { CatalogueCacheModule } from './catalogue-cache.js';

/**
 * Tells the storefront's catalogue cache that the catalogue changed. Called after a console write
 * has committed: this process forgets every cached answer at once, and tells every other API
 * process through Redis to do the same, so the next storefront read anywhere (a price under a new
 * campaign, a new banner) is the new state. Should Redis miss the news, an answer lives at most
 * CATALOGUE_CACHE_TTL_MS (2 s by default).
 */
@Injectable()
export class CatalogueChanges implements OnModuleInit, OnModuleDestroy {
  private listener: Redis | undefined;

  constructor(
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  /** One channel per shop (its Redis prefix), so shops sharing a Redis do not clear each other. */
  private get channel(): string {
    return `${this.config.redisPrefix}:catalogue-changed`;
  }

  async onModuleInit(): Promise<void> {
    this.listener = this.redis.duplicate();
    this.listener.on('error', () => undefined); // it reconnects and subscribes again by itself
    this.listener.on('message', () => {
      this.cache.clear().catch((err: unknown) => currentLogger().warn({ err }, 'catalogue cache not cleared'));
    });
    await this.listener.subscribe(this.channel);
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.quit().catch(() => this.listener?.disconnect());
  }

  async changed(): Promise<void> {
    await this.cache.clear();
    // the write has committed: a Redis failure must not turn it into an error, the TTL bounds it
    await this.redis
      .publish(this.channel, 'changed')
      .catch((err: unknown) => currentLogger().warn({ err }, 'other processes not told of a catalogue change'));
  }
}

/**
 * Provides CatalogueChanges once per process: every module that writes the catalogue imports this
 * one, so there is one instance and one Redis subscription, clearing the same cache the
 * catalogue's readers answer from.
 */
@Module({
  imports: [CatalogueCacheModule],
  providers: [CatalogueChanges],
  exports: [CatalogueChanges],
})
export class CatalogueChangesModule {}
