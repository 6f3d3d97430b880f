import type { CampaignRule } from './campaigns.js';
import { type CartLineInput, cartSourceType, discountLabel, priceCartLine } from './cart-line.js';

const necklace = { id: 1, price: 250000, discount: 0 };
const bracelet = { id: 2, price: 180000, discount: 10 };
const heart = { id: 11, price: 50000, discount: 0 };
const star = { id: 12, price: 40000, discount: 10 };
const tiny = { id: 13, price: 3000, discount: 0 };
const giftSet = { id: 21, price: 499000 };
const campaign: CampaignRule[] = [
  { end_time: '2099-01-01T00:00:00Z', items: [{ product: 1, discount_type: 'amount', discount_value: 200000 }] },
];

const line = (fields: Partial<CartLineInput>): CartLineInput => ({ charms: [], quantity: 1, ...fields });

describe('a cart line source type (storefront seed §3)', () => {
  it.each([
    [{ product: 1, charms: [] }, 'product'],
    [{ product: 1, charms: [11, 12] }, 'product'],
    [{ giftSet: 21, charms: [] }, 'gift_set'],
    [{ product: null, giftSet: null, charms: [11] }, 'charms_only'],
    [{ charms: [11, 12] }, 'charms_only'],
  ])('%p is a %s line', (source, type) => {
    expect(cartSourceType(source)).toBe(type);
  });
});

describe('the discount label joins the seed texts with " + "', () => {
  it.each([
    [0, false, ''],
    [20, false, '20% OFF'],
    [0, true, 'Charm Discount'],
    [15, true, '15% OFF + Charm Discount'],
  ])('%d%% and charm discount %p read %p', (percent, charm, label) => {
    expect(discountLabel(percent, charm)).toBe(label);
  });
});

describe('a cart line price (storefront seed §3, §9)', () => {
  it.each<[string, CartLineInput, CampaignRule[], Record<string, unknown>]>([
    [
      'a chain only, no discount',
      line({ product: necklace, quantity: 2 }),
      [],
      { unitPrice: 250000, originalPrice: null, discountLabel: '', charmDiscount: 0, lineTotal: 500000 },
    ],
    [
      'a bracelet with its own 10% off',
      line({ product: bracelet }),
      [],
      {
        unitPrice: 162000,
        originalPrice: 180000,
        discountPercent: 10,
        discountLabel: '10% OFF',
        productDiscount: 18000,
      },
    ],
    [
      'a necklace with 1 charm: 5.000 off',
      line({ product: necklace, charms: [heart] }),
      [],
      { unitPrice: 295000, unitOriginalPrice: 300000, charmDiscount: 5000, discountLabel: 'Charm Discount' },
    ],
    [
      'a necklace with 2 charms: 10.000 off',
      line({ product: necklace, charms: [heart, heart] }),
      [],
      { unitPrice: 340000, charmDiscount: 10000, productDiscount: 0 },
    ],
    [
      'a necklace with 3 charms: 30.000 off in total',
      line({ product: necklace, charms: [heart, heart, heart], quantity: 2 }),
      [],
      { unitPrice: 370000, charmDiscount: 30000, lineTotal: 740000 },
    ],
    [
      'a necklace with 5 charms, one at 10% off: 30.000 bundle plus 4.000 charm percent',
      line({ product: necklace, charms: [heart, heart, heart, heart, star] }),
      [],
      { unitPrice: 456000, unitOriginalPrice: 490000, productDiscount: 4000, charmDiscount: 30000 },
    ],
    [
      'a bracelet at 10% off with a 10%-off charm',
      line({ product: bracelet, charms: [star] }),
      [],
      { unitPrice: 193000, productDiscount: 22000, charmDiscount: 5000, discountLabel: '10% OFF + Charm Discount' },
    ],
    [
      'a necklace on an amount campaign with 4 charms',
      line({ product: necklace, charms: [heart, heart, heart, heart] }),
      campaign,
      { unitPrice: 370000, productDiscount: 50000, charmDiscount: 30000, discountLabel: '20% OFF + Charm Discount' },
    ],
    [
      'a necklace with 6 charms: no bundle discount',
      line({ product: necklace, charms: [heart, heart, heart, heart, heart, heart] }),
      [],
      { unitPrice: 550000, charmDiscount: 0, originalPrice: null },
    ],
    [
      'a gift set, whatever its discount field',
      line({ giftSet: { ...giftSet, discount: 30 } as typeof giftSet }),
      [],
      { unitPrice: 499000, discountPercent: 0, discountLabel: '', originalPrice: null },
    ],
    [
      'a single 10%-off charm alone: its own percent, no bundle',
      line({ charms: [star], quantity: 3 }),
      [],
      {
        unitPrice: 36000,
        discountPercent: 10,
        discountLabel: '10% OFF + Charm Discount',
        charmDiscount: 0,
        lineTotal: 108000,
      },
    ],
    [
      'two charms alone: no base percent, no bundle',
      line({ charms: [heart, star] }),
      [],
      {
        unitPrice: 86000,
        discountPercent: 0,
        discountLabel: 'Charm Discount',
        productDiscount: 4000,
        charmDiscount: 0,
      },
    ],
  ])('given %s', (_, input, campaigns, expected) => {
    expect(priceCartLine(input, campaigns)).toMatchObject(expected);
  });

  it('given a piece cheaper than its bundle discount, the price floors at 0 and the discount taken shrinks to match', () => {
    const cheapBase = { id: 3, price: 1000, discount: 0 };
    const priced = priceCartLine(line({ product: cheapBase, charms: [tiny, tiny, tiny] }), []);
    expect(priced).toMatchObject({ unitPrice: 0, unitOriginalPrice: 10000, charmDiscount: 10000, lineTotal: 0 });
  });
});

describe('a cart line always adds up (property over generated lines)', () => {
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const next = random(20250210);
  const pick = (max: number) => Math.floor(next() * (max + 1));
  const item = (id: number) => ({ id, price: pick(600) * 500, discount: [0, 0, 5, 10, 12.5, 50, 100][pick(6)]! });
  const campaigns: CampaignRule[] = [
    {
      end_time: '2099-01-01T00:00:00Z',
      items: [
        { product: 1, discount_type: 'percent', discount_value: 25 },
        { product: 2, discount_type: 'amount', discount_value: 1500 },
        { product: 3, discount_type: 'amount', discount_value: 99000 },
      ],
    },
  ];
  const lines = Array.from({ length: 2000 }, (): CartLineInput => {
    const kind = pick(2);
    return {
      product: kind === 0 ? item(pick(5)) : null,
      giftSet: kind === 1 ? { id: 21, price: pick(1000) * 1000 } : null,
      charms: Array.from({ length: pick(7) }, (_, slot) => item(100 + slot)),
      quantity: 1 + pick(4),
    };
  });

  const addsUp = (input: CartLineInput): boolean => {
    const priced = priceCartLine(input, campaigns);
    return (
      priced.unitOriginalPrice - priced.productDiscount - priced.charmDiscount === priced.unitPrice &&
      Number.isInteger(priced.unitPrice) &&
      priced.unitPrice >= 0 &&
      priced.productDiscount >= 0 &&
      priced.charmDiscount >= 0 &&
      priced.charmDiscount <= 30000 &&
      priced.lineTotal === priced.unitPrice * priced.quantity &&
      priced.originalPrice === (priced.unitOriginalPrice === priced.unitPrice ? null : priced.unitOriginalPrice)
    );
  };

  it('given 2000 generated lines, unitOriginalPrice - productDiscount - charmDiscount === unitPrice, never below 0', () => {
    expect(lines.filter((input) => !addsUp(input))).toEqual([]);
  });
});
