/**
 * The shop's own details as the courier needs them (issue 16 item 13): the sender printed on every
 * label and sent as the shipper of every J&T waybill order, and the pickup site fees are asked
 * from. Limits are J&T's field limits (PROVIDERS.md 2.3: shipper_name 30, shipper_addr 200).
 */

export interface ShopSettings {
  /** shipper_name and the label's sender, at most 30 characters. */
  shop_name: string;
  /** The sender's phone, an Indonesian mobile number ('+6281234567890' or '081234567890'). */
  phone: string;
  /** shipper_addr: street and number, at most 200 characters. */
  address: string;
  /** The city parcels leave from, as printed on the label. */
  city: string;
  /** The district (kecamatan) of the address. */
  district: string;
  postal_code: string;
  /** The tariff's sendSiteCode: J&T's name of the pickup site's city ('JAKARTA'). */
  pickup_site: string;
  /** The order API's origin_code: three letters or digits ('JKT'). */
  origin_code: string;
}

/** The settings as the console reads them, with whether they are still the demo's. */
export interface ShopSettingsView extends ShopSettings {
  demo: boolean;
  updated_at: string | null;
}

/** What `GET /api/admin/shop-settings` answers: the settings, or none saved yet. */
export type ShopSettingsAnswer =
  { configured: true; settings: ShopSettingsView } | { configured: false; settings: null };

/**
 * The demo shop's placeholder sender (`npm start`, the test harness). While the saved settings
 * equal these, the console warns that labels would carry a made-up sender.
 */
export const DEMO_SHOP_SETTINGS: ShopSettings = {
  shop_name: 'Kilau',
  phone: '+6281100000000',
  address: 'Jl. Contoh No. 1 (demo address)',
  city: 'JAKARTA',
  district: 'GAMBIR',
  postal_code: '10110',
  pickup_site: 'JAKARTA',
  origin_code: 'JKT',
};

export const SHOP_SETTINGS_FIELDS = [
  'shop_name',
  'phone',
  'address',
  'city',
  'district',
  'postal_code',
  'pickup_site',
  'origin_code',
] as const satisfies readonly (keyof ShopSettings)[];

/** Field names as the Shop settings page shows them. */
export const SHOP_SETTINGS_LABELS: Record<keyof ShopSettings, string> = {
  shop_name: 'Shop name',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  district: 'District (Kecamatan)',
  postal_code: 'Postal code',
  pickup_site: 'Pickup site (J&T send site)',
  origin_code: 'Origin code',
};

const MAX_LENGTH: Record<keyof ShopSettings, number> = {
  shop_name: 30,
  phone: 16,
  address: 200,
  city: 100,
  district: 100,
  postal_code: 5,
  pickup_site: 50,
  origin_code: 3,
};

export const ShopSettingsMessages = {
  required: (field: keyof ShopSettings) => `${SHOP_SETTINGS_LABELS[field]} is required`,
  tooLong: (field: keyof ShopSettings, max: number) =>
    `${SHOP_SETTINGS_LABELS[field]} must be at most ${max} characters`,
  phone: 'Phone must be an Indonesian mobile number, like 0812 3456 7890',
  postalCode: 'Postal code must be 5 digits',
  originCode: 'Origin code must be 3 letters or digits, like JKT',
  pickupSite: 'Pickup site must be a J&T city name in letters, like JAKARTA',
  /** A label or waybill asked for before the settings exist. */
  missing: 'Shop settings are missing: fill in the sender in Shop settings before creating labels',
  demoBanner:
    'Shop settings still hold the demo sender: labels and J&T orders would carry a made-up name, phone and address. Enter your shop’s details in Shop settings.',
  missingBanner: 'Shop settings are missing: labels cannot be created until you enter your shop’s details.',
  saved: 'Shop settings saved',
} as const;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The +62 mobile number J&T takes, from the ways staff type it; undefined when it is not one. */
export function shopPhone(phone: string): string | undefined {
  const digits = phone.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return undefined;
  const national = digits.replace(/^\+?62/, '').replace(/^0/, '');
  return /^8\d{7,11}$/.test(national) ? `+62${national}` : undefined;
}

/**
 * Field name to its first problem, empty when the form may be saved: the console's form-level
 * check and the service's, alike.
 */
export function checkShopSettings(form: Partial<Record<keyof ShopSettings, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of SHOP_SETTINGS_FIELDS) {
    const value = form[field];
    if (blank(value)) errors[field] = ShopSettingsMessages.required(field);
    else if ((value as string).trim().length > MAX_LENGTH[field])
      errors[field] = ShopSettingsMessages.tooLong(field, MAX_LENGTH[field]);
  }
  const text = (field: keyof ShopSettings) => (errors[field] ? undefined : String(form[field]).trim());
  const phone = text('phone');
  if (phone !== undefined && !shopPhone(phone)) errors.phone = ShopSettingsMessages.phone;
  const postal = text('postal_code');
  if (postal !== undefined && !/^\d{5}$/.test(postal)) errors.postal_code = ShopSettingsMessages.postalCode;
  const origin = text('origin_code');
  if (origin !== undefined && !/^[A-Za-z0-9]{3}$/.test(origin)) errors.origin_code = ShopSettingsMessages.originCode;
  const site = text('pickup_site');
  if (site !== undefined && !/^[A-Za-z][A-Za-z .'-]*$/.test(site)) errors.pickup_site = ShopSettingsMessages.pickupSite;
  return errors;
}

/** A checked form as it is kept: trimmed, phone as +62, codes and J&T names in capitals. */
export function normalShopSettings(form: Record<keyof ShopSettings, unknown>): ShopSettings {
  const text = (field: keyof ShopSettings) => String(form[field]).replace(/\s+/g, ' ').trim();
  return {
    shop_name: text('shop_name'),
    phone: shopPhone(text('phone'))!,
    address: text('address'),
    city: text('city').toUpperCase(),
    district: text('district').toUpperCase(),
    postal_code: text('postal_code'),
    pickup_site: text('pickup_site').toUpperCase(),
    origin_code: text('origin_code').toUpperCase(),
  };
}

/** Whether these are still the demo's placeholder details (any field changed makes them the shop's own). */
export function isDemoShopSettings(settings: ShopSettings): boolean {
  return SHOP_SETTINGS_FIELDS.every((field) => settings[field] === DEMO_SHOP_SETTINGS[field]);
}
