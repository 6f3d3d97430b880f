import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import type { Cache } from 'cache-manager';

/**
 * After a catalogue write, empties the storefront's catalogue cache so this process answers the
 * new state at once. The items module imports `CatalogueCacheModule`, whose one instance the
 * catalogue's readers share; other API processes keep their own memory and catch up within
 * CATALOGUE_CACHE_TTL_MS (2 s).
 */
@Injectable()
export class CatalogueCacheReset {
  constructor(@Inject(CACHE_MANAGER) private readonly cache: Cache) {}

  async afterWrite(): Promise<void> {
    await this.cache.clear();
  }
}
