import { CACHE_MANAGER, CacheModule } from '@nestjs/cache-manager';
import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Cache } from 'cache-manager';
import { CacheableMemory } from 'cacheable';
import Keyv from 'keyv';
import { from, lastValueFrom, type Observable } from 'rxjs';

import { SHOP_CONFIG } from '../../config/config.module.js';
import type { ShopConfig } from '../../config/shop-config.js';

/** Distinct addresses kept at once; the least recently used go first, so odd query strings cannot fill memory. */
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
 * Answers GETs from the cache by their full address (path and query); off when the TTL is 0.
 * Requests that miss at the same moment share one computation instead of each querying the
 * database, and an entry asked for in the last half of its life is refreshed behind the answer,
 * so a busy listing never stalls on its expiry.
 */
@Injectable()
export class CatalogueCache implements NestInterceptor {
  constructor(
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const ttl = this.config.catalogueCacheTtlMs;
    const request = context.switchToHttp().getRequest<{ method: string; originalUrl: string }>();
    if (ttl <= 0 || request.method !== 'GET') return next.handle();
    return from(this.cache.wrap(request.originalUrl, () => lastValueFrom(next.handle()), ttl, ttl / 2));
  }
}
