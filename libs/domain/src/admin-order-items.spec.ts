import { orderItemName } from './admin-order-items.js';

describe("an order item's name in Order Management", () => {
  it.each<[string | null, string | null, string[], string, string]>([
    ['Kalung Titanium', null, ['A'], 'product', 'Kalung Titanium'],
    [null, 'Paket Hadiah', [], 'gift_set', 'Paket Hadiah'],
    [null, null, ['Huruf A', 'Zodiak Leo'], 'charms_only', 'Huruf A, Zodiak Leo'],
    [null, null, [], 'charms_only', 'charms_only'],
  ])('product %p, gift set %p, charms %p is named %p', (product_name, gift_set_name, charm_names, type, name) => {
    expect(orderItemName({ product_name, gift_set_name, charm_names, type })).toBe(name);
  });
});
