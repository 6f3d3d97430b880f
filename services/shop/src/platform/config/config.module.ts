import { type DynamicModule, Global, Module } from '@nestjs/common';

import { loadShopConfig, type ShopConfig } from './shop-config.js';

/** Injection token for the parsed {@link ShopConfig}. */
export const SHOP_CONFIG = Symbol('SHOP_CONFIG');

/**
 * Provides the shop's configuration everywhere. Tests pass overrides instead of touching
 * process.env, so suites running side by side never see each other's settings.
 */
@Global()
@Module({})
export class ShopConfigModule {
  static forRoot(overrides: Partial<ShopConfig> = {}): DynamicModule {
    const config: ShopConfig = { ...loadShopConfig(), ...overrides };
    return {
      module: ShopConfigModule,
      providers: [{ provide: SHOP_CONFIG, useValue: config }],
      exports: [SHOP_CONFIG],
    };
  }
}
