import { CACHE_MANAGER, CacheModule } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Cache } from 'cache-manager';
import { CacheableMemory } from 'cacheable';
import Keyv from 'keyv';

import { SHOP_CONFIG } from '../../config/config.module.js';
import type { ShopConfig } from '../../config/shop-config.js';

/** Distinct questions kept at once; the least recently used go first, so many searches cannot fill memory. */
const MAX_ENTRIES = 5_000;

/**
 * The catalogue's answers, kept in this process's memory for CATALOGUE_CACHE_TTL_MS (2 s by
 * default): a listing the whole shop asks for at once is computed once, and a change (a sale,
 * a console edit) shows everywhere within about that time. The checkout never reads from here.
 */
export const CatalogueCacheModule = CacheModule.registerAsync({
  inject: [SHOP_CONFIG],
  useFactory: (config: ShopConfig) => ({
    ttl: config.catalogueCacheTtlMs,
    stores: [new Keyv({ store: new CacheableMemory({ lruSize: MAX_ENTRIES }) })],
  }),
});

/**
 * A read's cache key: the query's kind and its values, as the controller built the query from the
 * validated, normalised parameters. Parameters no query reads (`?_=1`, `?junk=xyz`) never reach
 * it, and the same question asked in other words (`01` for `1`, a reordered query string) is one
 * entry, so odd addresses cannot fill the cache.
 */
export function catalogueCacheKey(query: object): string {
  return `${query.constructor.name}:${JSON.stringify(query, sortedKeys)}`;
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The catalogue's reads, answered from the cache (off when the TTL is 0). Requests that miss at
 * the same moment share one computation instead of each querying the database, and an entry
 * asked for in the last half of its life is refreshed behind the answer, so a busy listing never
 * stalls on its expiry. A failure is never kept.
 */
@Injectable()
export class CatalogueReads {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  execute<T>(query: object): Promise<T> {
    const ttl = this.config.catalogueCacheTtlMs;
    if (ttl <= 0) return this.queries.execute<object, T>(query);
    return this.cache.wrap(catalogueCacheKey(query), () => this.queries.execute<object, T>(query), ttl, ttl / 2);
  }
}
