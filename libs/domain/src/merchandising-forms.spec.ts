import { readCampaignDraft } from './campaign-form.js';
import { readBannerDraft, readGalleryImageDraft } from './content-forms.js';
import {
  type Checked,
  type FormProblems,
  isImageAddress,
  MerchandisingMessages as M,
  nestedProblems,
} from './merchandising-form.js';
import { readProductDraft } from './product-form.js';

const problemsOf = <T>(checked: Checked<T>): FormProblems => (checked.ok ? {} : checked.problems);

const product = {
  name: ' Kalung Bintang ',
  category: 'necklace',
  label: 'gold',
  price: 250_000,
  stock: 12,
};

describe('a product form', () => {
  it('takes the required fields and fills the optional ones', () => {
    expect(readProductDraft(product)).toEqual({
      ok: true,
      value: {
        ...product,
        name: 'Kalung Bintang',
        discount: 0,
        sold_stok: 0,
        description: '',
        details: '',
        images: [],
        charms: false,
        is_charm_spreadable: false,
        is_charm_max3: false,
        is_charm_max5: false,
        jewel_set_products: [],
        // a piece not yet weighed counts a kilo, as parcels did before weights (parcel-weight.ts)
        weight_grams: 1000,
      },
    });
  });

  it.each<[string, Record<string, unknown>, FormProblems]>([
    ['a blank name', { name: '  ' }, { name: M.required('Name') }],
    ['no price', { price: undefined }, { price: M.required('Price') }],
    ['a price with cents', { price: 1000.5 }, { price: M.wholeNumber('Price') }],
    ['a negative stock', { stock: -1 }, { stock: M.wholeNumber('Stock') }],
    ['a stock as text', { stock: '12' }, { stock: M.wholeNumber('Stock') }],
    ['a negative sold stock', { sold_stok: -3 }, { sold_stok: M.wholeNumber('Sold stock') }],
    ['an unknown category', { category: 'watch' }, { category: expect.stringContaining('Category must be one of') }],
    ['no label', { label: '' }, { label: M.required('Label') }],
    ['a discount above 100', { discount: 101 }, { discount: M.percent('Discount') }],
    ['a discount of 0.001', { discount: 0.001 }, { discount: M.percent('Discount') }],
    ['a script as image', { images: ['javascript:alert(1)'] }, { images: M.imageAddress }],
    ['both charm limits', { is_charm_max3: true, is_charm_max5: true }, { is_charm_max5: M.charmLimitBoth }],
    ['members on a necklace', { jewel_set_products: [3] }, { jewel_set_products: M.jewelSetOnly }],
    [
      'members that are not ids',
      { category: 'jewel_set', jewel_set_products: ['a'] },
      {
        jewel_set_products: M.productIds('Jewel set products'),
      },
    ],
    ['a member twice', { category: 'jewel_set', jewel_set_products: [3, 3] }, { jewel_set_products: M.memberTwice }],
    ['a name of 201 characters', { name: 'x'.repeat(201) }, { name: M.tooLong('Name', 200) }],
  ])('refuses %s', (_, change, problems) => {
    expect(problemsOf(readProductDraft({ ...product, ...change }))).toEqual(problems);
  });

  it('lets a jewel set list members, but never itself', () => {
    const set = { ...product, category: 'jewel_set', jewel_set_products: [3, 4] };
    expect(readProductDraft(set, 9).ok).toBe(true);
    expect(problemsOf(readProductDraft(set, 4))).toEqual({ jewel_set_products: M.jewelSetSelf });
  });

  it('keeps image addresses in order', () => {
    const images = ['/media/a.png', 'https://cdn.example.com/b.jpg'];
    expect(readProductDraft({ ...product, images, discount: 12.5 })).toMatchObject({
      ok: true,
      value: { images, discount: 12.5 },
    });
  });
});

describe('an image address', () => {
  it.each([
    ['/media/uploads/a.png', true],
    ['https://cdn.example.com/a.jpg', true],
    ['http://example.com/a.jpg', true],
    ['//evil.example.com/a.jpg', false],
    ['javascript:alert(1)', false],
    ['media/a.png', false],
    ['/media/a b.png', false],
    [`/${'a'.repeat(500)}`, false],
    [42, false],
  ])('%p is an image address: %p', (value, ok) => {
    expect(isImageAddress(value)).toBe(ok);
  });
});

const now = new Date('2026-11-22T12:00:00Z');
const prices = new Map([
  [1, 250_000],
  [2, 100_000],
]);
const campaign = {
  name: 'Promo Akhir Tahun',
  end_time: '2026-12-31T17:00:00Z',
  items: [{ product: 1, discount_type: 'percent', discount_value: 20 }],
};
const creating = { now, creating: true, prices };

describe('a campaign form', () => {
  it('reads a campaign without a start (it runs once saved)', () => {
    expect(readCampaignDraft(campaign, creating)).toEqual({
      ok: true,
      value: {
        name: 'Promo Akhir Tahun',
        start_time: null,
        end_time: new Date('2026-12-31T17:00:00Z'),
        items: [{ product: 1, discount_type: 'percent', discount_value: 20 }],
      },
    });
  });

  const item = (change: Record<string, unknown>) => ({ items: [{ ...campaign.items[0], ...change }] });

  it.each<[string, Record<string, unknown>, FormProblems]>([
    ['no name', { name: '' }, { name: M.required('Name') }],
    ['no end time', { end_time: undefined }, { end_time: M.required('End time') }],
    ['an unreadable end time', { end_time: 'soon' }, { end_time: M.dateTime('End time') }],
    ['an end time passed', { end_time: '2026-11-22T11:59:00Z' }, { end_time: M.campaignEndPassed }],
    ['an end time exactly now', { end_time: now.toISOString() }, { end_time: M.campaignEndPassed }],
    [
      'an end before the start',
      { start_time: '2027-01-02T00:00:00Z', end_time: '2027-01-01T00:00:00Z' },
      { end_time: M.campaignEndBeforeStart },
    ],
    ['no items', { items: [] }, { items: M.campaignNeedsItems }],
    ['an item without a product', item({ product: undefined }), { 'items.0.product': M.required('Product') }],
    ['an unknown product', item({ product: 77 }), { 'items.0.product': M.productMissing(77) }],
    [
      'an unknown type',
      item({ discount_type: 'gift' }),
      { 'items.0.discount_type': expect.stringContaining('one of') },
    ],
    ['no value', item({ discount_value: null }), { 'items.0.discount_value': M.required('Value') }],
    ['a percent of 0', item({ discount_value: 0 }), { 'items.0.discount_value': M.campaignPercent }],
    ['a percent of 101', item({ discount_value: 101 }), { 'items.0.discount_value': M.campaignPercent }],
    ['a percent of 12.5', item({ discount_value: 12.5 }), { 'items.0.discount_value': M.campaignPercent }],
    [
      'an amount at the price',
      item({ discount_type: 'amount', discount_value: 250_000 }),
      { 'items.0.discount_value': M.campaignAmountBelowPrice('Rp 250.000') },
    ],
    [
      'an amount with cents',
      item({ discount_type: 'amount', discount_value: 199_999.5 }),
      { 'items.0.discount_value': M.wholeNumber('Value') },
    ],
    [
      'a product twice',
      { items: [...campaign.items, { product: 1, discount_type: 'amount', discount_value: 1 }] },
      { 'items.1.product': M.campaignProductTwice },
    ],
  ])('refuses %s', (_, change, problems) => {
    expect(problemsOf(readCampaignDraft({ ...campaign, ...change }, creating))).toEqual(problems);
  });

  it.each([
    ['percent', 1],
    ['percent', 100],
    ['amount', 0],
    ['amount', 249_999],
  ])('takes a %s item of %d', (discount_type, discount_value) => {
    expect(
      readCampaignDraft({ ...campaign, items: [{ product: 1, discount_type, discount_value }] }, creating).ok,
    ).toBe(true);
  });

  it('lets an edit end a campaign early, in the past', () => {
    const edit = { ...campaign, start_time: '2026-11-01T00:00:00Z', end_time: '2026-11-20T00:00:00Z' };
    expect(readCampaignDraft(edit, { now, creating: false, prices }).ok).toBe(true);
    expect(problemsOf(readCampaignDraft(edit, creating))).toEqual({ end_time: M.campaignEndPassed });
  });

  it('leaves existence and prices to the service when it knows no prices (the console)', () => {
    const unknown = { ...campaign, items: [{ product: 77, discount_type: 'amount', discount_value: 5_000_000 }] };
    expect(readCampaignDraft(unknown, { now, creating: true }).ok).toBe(true);
  });
});

describe('a gallery image and a page banner', () => {
  it.each<[string, Record<string, unknown>, FormProblems]>([
    ['an upload with alt text', { image: '/media/g.jpg', alt_text: 'Gelang' }, {}],
    ['no image', { image: '' }, { image: M.required('Image') }],
    ['an ftp address', { image: 'ftp://x/y.jpg' }, { image: M.imageAddress }],
    ['a long alt text', { image: '/media/g.jpg', alt_text: 'x'.repeat(301) }, { alt_text: M.tooLong('Alt text', 300) }],
  ])('a gallery image with %s', (_, input, problems) => {
    expect(problemsOf(readGalleryImageDraft(input))).toEqual(problems);
  });

  it.each<[Record<string, unknown>, FormProblems]>([
    [{ page: 'homepage', image_url: '/media/b.jpg' }, {}],
    [{ page: 'for_her', image_url: 'https://cdn.example.com/b.jpg' }, {}],
    [
      { page: 'checkout', image_url: '/media/b.jpg' },
      { page: expect.stringContaining('Page must be one of: homepage') },
    ],
    [{ image_url: '/media/b.jpg' }, { page: M.required('Page') }],
    [{ page: 'charms' }, { image_url: M.required('Image') }],
  ])('banner %p has problems %p', (input, problems) => {
    expect(problemsOf(readBannerDraft(input))).toEqual(problems);
  });
});

describe('problems shaped like the form', () => {
  it('nests list entries under their index, keeping a field its own message', () => {
    expect(
      nestedProblems({
        name: 'Name is required',
        'items.1.discount_value': 'Too much',
        'items.1.product': 'Twice',
        'items.0.product': 'Gone',
      }),
    ).toEqual({
      name: 'Name is required',
      items: [{ product: 'Gone' }, { discount_value: 'Too much', product: 'Twice' }],
    });
    expect(nestedProblems({ items: 'Add one', 'items.0.product': 'Gone' })).toEqual({ items: 'Add one' });
  });
});
