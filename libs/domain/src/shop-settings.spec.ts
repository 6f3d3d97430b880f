import {
  checkShopSettings,
  DEMO_SHOP_SETTINGS,
  isDemoShopSettings,
  normalShopSettings,
  shopPhone,
  ShopSettingsMessages,
} from './shop-settings.js';

const good = {
  shop_name: 'Kilau Jewellery',
  phone: '0812 3456 7890',
  address: 'Jl. Kemang Raya No. 8',
  city: 'Kota Jakarta Selatan',
  district: 'Mampang Prapatan',
  postal_code: '12730',
  pickup_site: 'Jakarta',
  origin_code: 'jkt',
};

describe('shop settings form', () => {
  it('takes a complete form', () => {
    expect(checkShopSettings(good)).toEqual({});
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['empty name', { shop_name: '  ' }, 'shop_name', 'Shop name is required'],
    ['long name', { shop_name: 'x'.repeat(31) }, 'shop_name', 'Shop name must be at most 30 characters'],
    ['landline', { phone: '021 555 1234' }, 'phone', ShopSettingsMessages.phone],
    ['letters in phone', { phone: '0812-KILAU' }, 'phone', ShopSettingsMessages.phone],
    ['short postal code', { postal_code: '1273' }, 'postal_code', ShopSettingsMessages.postalCode],
    ['origin of four', { origin_code: 'JKTA' }, 'origin_code', 'Origin code must be at most 3 characters'],
    ['origin with a dash', { origin_code: 'J-K' }, 'origin_code', ShopSettingsMessages.originCode],
    ['site with digits', { pickup_site: 'JAKARTA1' }, 'pickup_site', ShopSettingsMessages.pickupSite],
    ['missing address', { address: undefined }, 'address', 'Address is required'],
    ['address not text', { address: 12 }, 'address', 'Address is required'],
  ])('%s is refused', (_name, change, field, message) => {
    expect(checkShopSettings({ ...good, ...change })).toEqual({ [field]: message });
  });

  it('keeps phone as +62 and J&T names and codes in capitals', () => {
    expect(normalShopSettings(good)).toEqual({
      shop_name: 'Kilau Jewellery',
      phone: '+6281234567890',
      address: 'Jl. Kemang Raya No. 8',
      city: 'KOTA JAKARTA SELATAN',
      district: 'MAMPANG PRAPATAN',
      postal_code: '12730',
      pickup_site: 'JAKARTA',
      origin_code: 'JKT',
    });
  });

  it.each([
    ['+6281234567890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['0812-3456-7890', '+6281234567890'],
    ['(0812) 3456 789', '+628123456789'],
    ['0215551234', undefined],
    ['0812', undefined],
  ])('phone %p is %p', (typed, kept) => {
    expect(shopPhone(typed)).toBe(kept);
  });

  it('knows the demo sender, and any change makes the settings the shop’s own', () => {
    expect(isDemoShopSettings(DEMO_SHOP_SETTINGS)).toBe(true);
    expect(isDemoShopSettings({ ...DEMO_SHOP_SETTINGS, phone: '+6281234567890' })).toBe(false);
    expect(checkShopSettings(DEMO_SHOP_SETTINGS)).toEqual({});
  });
});
