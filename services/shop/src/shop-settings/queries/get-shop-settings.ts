import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';

import { isDemoShopSettings, type ShopSettingsAnswer } from '@kilau/domain';

import { ShopSettingsStore, type StoredShopSettings } from '../shop-settings-store.js';

export class GetShopSettings {}

/** The settings as the console's page and banner read them. */
@QueryHandler(GetShopSettings)
export class GetShopSettingsHandler implements IQueryHandler<GetShopSettings, ShopSettingsAnswer> {
  constructor(private readonly store: ShopSettingsStore) {}

  async execute(): Promise<ShopSettingsAnswer> {
    const stored = await this.store.read();
    return stored ? settingsAnswer(stored) : { configured: false, settings: null };
  }
}

export function settingsAnswer({ updated_at, ...settings }: StoredShopSettings): ShopSettingsAnswer {
  return {
    configured: true,
    settings: { ...settings, demo: isDemoShopSettings(settings), updated_at: updated_at.toISOString() },
  };
}
