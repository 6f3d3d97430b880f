import type { OrderItemView } from './answers/orders.js';
import type { PackingLine } from './answers/packing.js';
import { addressLine, packingFacts, packingLineText } from './packing.js';

const item = (overrides: Partial<OrderItemView>): OrderItemView => ({
  product: null,
  product_name: null,
  gift_set: null,
  gift_set_name: null,
  quantity: 1,
  message: '',
  charms: [],
  source_type: 'product',
  image: '/media/x.jpg',
  price: 100_000,
  original_price: null,
  line_total: 100_000,
  ...overrides,
});

const receiver = {
  first_name: 'Siti',
  last_name: 'Rahayu',
  email: 'siti@example.com',
  phone: '81234567890',
  address: 'Jl. Melati No. 5, RT 01/RW 02',
  city: 'KOTA JAKARTA BARAT',
  district: 'KEBON JERUK',
  province: 'DKI Jakarta',
  postal_code: '11530',
};

describe('packingFacts', () => {
  it.each([
    [
      'a custom piece: its chain and its charms numbered by slot, a charm filling two slots',
      item({
        product: 7,
        product_name: 'Rantai Titanium',
        charms: [
          { charm: 3, charm_name: 'Huruf K' },
          { charm: 9, charm_name: 'Bintang' },
          { charm: 3, charm_name: 'Huruf K' },
        ],
        message: '  Untuk Ibu  ',
        quantity: 2,
        price: 185_000,
        line_total: 370_000,
      }),
      {
        name: 'Rantai Titanium',
        custom: true,
        charms: [
          { slot: 1, charm: 3, name: 'Huruf K' },
          { slot: 2, charm: 9, name: 'Bintang' },
          { slot: 3, charm: 3, name: 'Huruf K' },
        ],
        message: 'Untuk Ibu',
        quantity: 2,
        price: 185_000,
        line_total: 370_000,
      },
    ],
    [
      'a plain product (chain only)',
      item({ product: 8, product_name: 'Gelang' }),
      { name: 'Gelang', custom: false, charms: [] },
    ],
    [
      'a gift set',
      item({ gift_set: 4, gift_set_name: 'For Her', source_type: 'gift_set' }),
      { name: 'For Her', custom: false, source_type: 'gift_set' },
    ],
    [
      'charms alone',
      item({ source_type: 'charms_only', charms: [{ charm: 5, charm_name: 'Hati' }] }),
      { name: 'Charms', custom: false, charms: [{ slot: 1, charm: 5, name: 'Hati' }] },
    ],
  ])('reads %s', (_, line, expected) => {
    const facts = packingFacts([line], receiver);
    expect(facts.lines[0]).toMatchObject(expected);
  });

  it('names the receiver, keeps the address parts and counts the pieces', () => {
    const facts = packingFacts([item({ quantity: 2 }), item({ quantity: 3 })], receiver);
    expect(facts.pieces).toBe(5);
    expect(facts.receiver).toEqual({
      name: 'Siti Rahayu',
      phone: '81234567890',
      address: 'Jl. Melati No. 5, RT 01/RW 02',
      district: 'KEBON JERUK',
      city: 'KOTA JAKARTA BARAT',
      province: 'DKI Jakarta',
      postal_code: '11530',
      email: 'siti@example.com',
    });
  });

  it('leaves out what the record lacks', () => {
    expect(packingFacts([], { first_name: 'Budi' }).receiver).toMatchObject({ name: 'Budi', phone: '', district: '' });
  });
});

describe('addressLine and packingLineText', () => {
  it('writes the address on one line with the kecamatan', () => {
    expect(addressLine(packingFacts([], receiver).receiver)).toBe(
      'Jl. Melati No. 5, RT 01/RW 02, Kec. KEBON JERUK, KOTA JAKARTA BARAT, DKI Jakarta 11530',
    );
    expect(addressLine(packingFacts([], { address: 'Jl. A', city: 'KOTA B' }).receiver)).toBe('Jl. A, KOTA B');
  });

  it.each([
    [
      {
        quantity: 2,
        name: 'Rantai',
        charms: [
          { slot: 1, charm: 3, name: 'Huruf K' },
          { slot: 2, charm: 3, name: 'Huruf K' },
        ],
      },
      '2 × Rantai (1: Huruf K, 2: Huruf K)',
    ],
    [{ quantity: 1, name: 'For Her', charms: [] }, '1 × For Her'],
  ])('writes %j as %p', (line, text) => {
    const base: PackingLine = {
      name: '',
      source_type: 'product',
      custom: false,
      charms: [],
      message: '',
      quantity: 1,
      price: 0,
      line_total: 0,
      image: '',
    };
    expect(packingLineText({ ...base, ...line })).toBe(text);
  });
});
