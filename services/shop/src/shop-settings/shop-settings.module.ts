import { Module } from '@nestjs/common';

import { SaveShopSettingsHandler } from './commands/save-shop-settings.js';
import { GetShopSettingsHandler } from './queries/get-shop-settings.js';
import { ShopSettingsController } from './shop-settings.controller.js';
import { ShopSettingsStore } from './shop-settings-store.js';

/**
 * The console's Shop settings: the sender every label and J&T order carries and the pickup site
 * fees are asked from. Shipping imports it for its ShopSettingsStore.
 */
@Module({
  controllers: [ShopSettingsController],
  providers: [ShopSettingsStore, GetShopSettingsHandler, SaveShopSettingsHandler],
  exports: [ShopSettingsStore],
})
export class ShopSettingsModule {}
