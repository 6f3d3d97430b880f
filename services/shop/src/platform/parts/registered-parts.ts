import type { DiscoveryService } from '@nestjs/core';

import { CONTEXT_PARTS, type ContextParts } from './shop-parts.js';

/**
 * The parts every module of the application registered with `ShopPartsModule.forFeature`. A value
 * provider is in place once Nest has scanned the modules, before any factory runs, so this may be
 * read while the data source is being built (its entities come from here).
 */
export function registeredParts(discovery: DiscoveryService): ContextParts[] {
  return discovery
    .getProviders()
    .filter((wrapper) => wrapper.token === CONTEXT_PARTS)
    .map((wrapper) => wrapper.instance as ContextParts);
}
