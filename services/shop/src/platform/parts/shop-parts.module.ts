import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';

import { registeredParts } from './registered-parts.js';
import { CONTEXT_PARTS, type ContextParts, gatherParts, SHOP_PARTS } from './shop-parts.js';

/** Holds one context's registered {@link ContextParts}; a module per registration. */
@Module({})
class ContextPartsModule {}

/**
 * How the contexts' parts reach the platform. A context's module imports
 * `ShopPartsModule.forFeature(itsParts)`; the process's root imports `forRoot()` once, which
 * provides SHOP_PARTS: the parts of every context module that process imports, found by Nest's
 * DiscoveryService, so the root lists modules and never their parts.
 */
@Global()
@Module({})
export class ShopPartsModule {
  static forRoot(): DynamicModule {
    return {
      module: ShopPartsModule,
      imports: [DiscoveryModule],
      providers: [
        {
          provide: SHOP_PARTS,
          inject: [DiscoveryService],
          useFactory: (discovery: DiscoveryService) => gatherParts(registeredParts(discovery)),
        },
      ],
      exports: [SHOP_PARTS],
    };
  }

  static forFeature(parts: ContextParts): DynamicModule {
    return { module: ContextPartsModule, providers: [{ provide: CONTEXT_PARTS, useValue: parts }] };
  }
}
