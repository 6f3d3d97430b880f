import { useQuery } from '@tanstack/react-query';

import type { ShopSettings, ShopSettingsAnswer } from '@kilau/domain';

import { ADMIN_API, httpClient } from '../providers/http';

/** One cache entry for the page and the banner: saving refreshes both. */
export const SHOP_SETTINGS_KEY = ['shop-settings'] as const;

export async function fetchShopSettings(): Promise<ShopSettingsAnswer> {
  return (await httpClient(`${ADMIN_API}/shop-settings`)).json as ShopSettingsAnswer;
}

export async function saveShopSettings(settings: ShopSettings): Promise<ShopSettingsAnswer> {
  const { json } = await httpClient(`${ADMIN_API}/shop-settings`, { method: 'PUT', body: JSON.stringify(settings) });
  return json as ShopSettingsAnswer;
}

export const useShopSettings = () => useQuery({ queryKey: SHOP_SETTINGS_KEY, queryFn: fetchShopSettings });
