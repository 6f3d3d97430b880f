import { DEMO_SHOP_SETTINGS, SHOP_SETTINGS_FIELDS } from '@kilau/domain';

/**
 * The demo's placeholder sender, written when a shop has no settings yet (`npm start`'s seed and
 * the test harness's template), so its labels print and the console shows the demo banner.
 */
export const DEMO_SHOP_SETTINGS_INSERT = {
  text: `INSERT INTO shop_settings (id, ${SHOP_SETTINGS_FIELDS.join(', ')})
    VALUES (1, ${SHOP_SETTINGS_FIELDS.map((_, index) => `$${index + 1}`).join(', ')})
    ON CONFLICT (id) DO NOTHING`,
  values: SHOP_SETTINGS_FIELDS.map((field) => DEMO_SHOP_SETTINGS[field]),
};
