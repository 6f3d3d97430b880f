import { type DynamicModule, Global, Module } from '@nestjs/common';

import { SHOP_PARTS, type ShopParts } from './shop-parts.js';

/** Hands the contexts' {@link ShopParts} to the platform's modules of both processes. */
@Global()
@Module({})
export class ShopPartsModule {
  static forRoot(parts: ShopParts): DynamicModule {
    return {
      module: ShopPartsModule,
      providers: [{ provide: SHOP_PARTS, useValue: parts }],
      exports: [SHOP_PARTS],
    };
  }
}
