import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import type { Cache } from 'cache-manager';

/**
 * Tells the storefront's catalogue cache that the catalogue changed. Called after a console write
 * has committed: every cached answer of this process is forgotten, so the next storefront read
 * (a price under a new campaign, a new banner) is the new state. Another API process keeps its own
 * answers for at most CATALOGUE_CACHE_TTL_MS (2 s by default).
 */
@Injectable()
export class CatalogueChanges {
  constructor(@Inject(CACHE_MANAGER) private readonly cache: Cache) {}

  async changed(): Promise<void> {
    await this.cache.clear();
  }
}
