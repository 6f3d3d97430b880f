import { CacheInterceptor, CacheModule } from '@nestjs/cache-manager';
import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { CacheableMemory } from 'cacheable';
import Keyv from 'keyv';

import { SHOP_CONFIG } from '../../config/config.module.js';
import type { ShopConfig } from '../../config/shop-config.js';

/** Distinct addresses kept at once; the least recently used go first, so odd query strings cannot fill memory. */
const MAX_ENTRIES = 5_000;

/**
 * The catalogue's answers, kept in this process's memory for CATALOGUE_CACHE_TTL_MS (2 s by
 * default): a listing the whole shop asks for at once is computed once, and a change (a sale,
 * a console edit) shows everywhere within that time. The checkout never reads from here.
 */
export const CatalogueCacheModule = CacheModule.registerAsync({
  inject: [SHOP_CONFIG],
  useFactory: (config: ShopConfig) => ({
    ttl: config.catalogueCacheTtlMs,
    stores: [new Keyv({ store: new CacheableMemory({ lruSize: MAX_ENTRIES }) })],
  }),
});

/** Caches GET answers by their full address (path and query); off when the TTL is 0. */
@Injectable()
export class CatalogueCache extends CacheInterceptor {
  @Inject(SHOP_CONFIG) private readonly config!: ShopConfig;

  protected override trackBy(context: ExecutionContext): string | undefined {
    if (this.config.catalogueCacheTtlMs <= 0) return undefined;
    const request = context.switchToHttp().getRequest<{ method: string; originalUrl: string }>();
    return request.method === 'GET' ? request.originalUrl : undefined;
  }
}
