import { Injectable } from '@nestjs/common';

import { SHOP_SETTINGS_FIELDS, type ShopSettings, ShopSettingsMessages } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import type { KeptReads } from '../platform/database/kept-reads.js';
import { TableChanges } from '../platform/database/table-changes.js';
import { EventLog } from '../platform/event-log/event-log.js';
import { Refused } from '../platform/shared/refused.js';

/** The saved settings and when they were saved. */
export type StoredShopSettings = ShopSettings & { updated_at: Date };

const COLUMNS = [...SHOP_SETTINGS_FIELDS, 'updated_at'].join(', ');

/** The row `shop_settings` holds, or null when none was saved yet. */
export async function readShopSettings(db: SqlSession, lock = false): Promise<StoredShopSettings | null> {
  const { rows } = await db.query<StoredShopSettings>(
    `SELECT ${COLUMNS} FROM shop_settings WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
  );
  return rows[0] ?? null;
}

/** Writes the one row of settings (insert or replace); answers it as stored. */
export async function writeShopSettings(db: SqlSession, settings: ShopSettings): Promise<StoredShopSettings> {
  const values = SHOP_SETTINGS_FIELDS.map((field) => settings[field]);
  const placeholders = values.map((_, index) => `$${index + 1}`).join(', ');
  const updates = SHOP_SETTINGS_FIELDS.map((field) => `${field} = EXCLUDED.${field}`).join(', ');
  const { rows } = await db.query<StoredShopSettings>(
    `INSERT INTO shop_settings (id, ${SHOP_SETTINGS_FIELDS.join(', ')}) VALUES (1, ${placeholders})
     ON CONFLICT (id) DO UPDATE SET ${updates}, updated_at = now()
     RETURNING ${COLUMNS}`,
    values,
  );
  return rows[0]!;
}

/** The channel `shop_settings` notifies on every write (migration 1763800003800). */
export const SHOP_SETTINGS_CHANGED = 'shop_settings_changed';

/**
 * What other contexts read of the shop's settings: the sender of labels and waybills, and the
 * pickup site fees are asked from. Missing settings refuse with the words the console shows.
 * Every fee question and checkout reads them, so they are kept until the row notifies a change.
 */
@Injectable()
export class ShopSettingsStore {
  private readonly kept: KeptReads<StoredShopSettings | null>;

  constructor(
    private readonly log: EventLog,
    changes: TableChanges,
  ) {
    this.kept = changes.keep(SHOP_SETTINGS_CHANGED, 1);
  }

  /** The settings as saved (shared: read them, never change them), or null before the first save. */
  read(): Promise<StoredShopSettings | null> {
    return this.kept.read('settings', () => readShopSettings(this.log.autocommit));
  }

  /** The saved settings; 409 `shop_settings_missing` when staff have not saved any yet. */
  async required(): Promise<StoredShopSettings> {
    const settings = await this.read();
    if (!settings) throw new Refused('conflict', 'shop_settings_missing', ShopSettingsMessages.missing);
    return settings;
  }
}
