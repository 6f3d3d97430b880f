import type { ShopSettings } from '@kilau/domain';

/** The one stream of the shop's settings: its events are the audit of who changed what. */
export const SHOP_SETTINGS_STREAM = 'shop-settings';

/** Staff saved the Shop settings: the values before (null the first time) and after. */
export interface ShopSettingsSaved {
  type: 'ShopSettingsSaved';
  data: { before: ShopSettings | null; after: ShopSettings };
}
