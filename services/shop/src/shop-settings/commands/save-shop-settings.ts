import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import {
  checkShopSettings,
  normalShopSettings,
  SHOP_SETTINGS_FIELDS,
  type ShopSettings,
  type ShopSettingsAnswer,
} from '@kilau/domain';
import type { EventMetadata, SqlSession } from '@kilau/event-store';

import { refuseForm } from '../../catalogue/admin/form-refusals.js';
import { TableChanges } from '../../platform/database/table-changes.js';
import { EventLog } from '../../platform/event-log/event-log.js';
import { SHOP_SETTINGS_STREAM, type ShopSettingsSaved } from '../events.js';
import { settingsAnswer } from '../queries/get-shop-settings.js';
import { readShopSettings, SHOP_SETTINGS_CHANGED, writeShopSettings } from '../shop-settings-store.js';

export class SaveShopSettings {
  constructor(
    readonly form: Record<string, unknown>,
    readonly metadata: EventMetadata,
  ) {}
}

/**
 * Checks the form with the console's own rule, then in one transaction replaces the row and
 * appends `ShopSettingsSaved` (before and after, and who by in its metadata) as the audit.
 * The default pickup location follows, so `GET /api/jnt-locations/` names the same place.
 */
@CommandHandler(SaveShopSettings)
export class SaveShopSettingsHandler implements ICommandHandler<SaveShopSettings, ShopSettingsAnswer> {
  constructor(
    private readonly log: EventLog,
    private readonly changes: TableChanges,
  ) {}

  async execute({ form, metadata }: SaveShopSettings): Promise<ShopSettingsAnswer> {
    refuseForm(checkShopSettings(form));
    const after = normalShopSettings(form as Record<keyof ShopSettings, unknown>);
    const stored = await this.log.transact(async (session) => {
      const earlier = await readShopSettings(session, true);
      const before = earlier ? pick(earlier) : null;
      const saved = await writeShopSettings(session, after);
      await followPickup(session, after);
      const event: ShopSettingsSaved = { type: 'ShopSettingsSaved', data: { before, after } };
      await this.log.append(session, SHOP_SETTINGS_STREAM, [event], { expectedVersion: 'any', metadata });
      return saved;
    });
    // the console's next read, and the next fee question in any process, see the new settings
    await this.changes.settled(SHOP_SETTINGS_CHANGED);
    return settingsAnswer(stored);
  }
}

function pick(settings: ShopSettings): ShopSettings {
  return Object.fromEntries(SHOP_SETTINGS_FIELDS.map((field) => [field, settings[field]])) as unknown as ShopSettings;
}

/** The seed's pickup location list keeps naming the shop's one pickup point. */
async function followPickup(session: SqlSession, settings: ShopSettings): Promise<void> {
  const values = [
    settings.shop_name,
    settings.phone,
    settings.address,
    settings.city,
    settings.pickup_site,
    settings.origin_code,
    settings.postal_code,
  ];
  const { rowCount } = await session.query(
    `UPDATE jnt_pickup_locations SET name = $1, contact = $1, phone = $2, address = $3, city = $4,
       send_site_code = $5, origin_code = $6, postal_code = $7
     WHERE is_default`,
    values,
  );
  if (!rowCount) {
    await session.query(
      `INSERT INTO jnt_pickup_locations (name, contact, phone, address, city, send_site_code, origin_code, postal_code, is_default)
       VALUES ($1, $1, $2, $3, $4, $5, $6, $7, true)`,
      values,
    );
  }
}
