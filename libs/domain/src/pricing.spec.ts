import type { CampaignItemRule, CampaignRule } from './campaigns.js';
import { charmPrice, giftSetPrice, type ItemPrice, percentOff, priceAfterPercent, productPrice } from './pricing.js';

describe('price after a percent discount', () => {
  it.each([
    [250000, 0, 250000],
    [250000, 10, 225000],
    [199000, 15, 169150],
    [99999, 12.5, 87499],
    [150000, 100, 0],
    [150000, 120, 0],
    [150000, -5, 150000],
    [150000, Number.NaN, 150000],
  ])('%d less %p%% is %d', (price, percent, after) => {
    expect(priceAfterPercent(price, percent)).toBe(after);
  });
});

describe('percent off for the label', () => {
  it.each([
    [250000, 199000, 20],
    [300000, 200000, 33],
    [300000, 250000, 17],
    [250000, 250000, 0],
    [0, 0, 0],
  ])('%d down to %d is %d%% off', (original, price, percent) => {
    expect(percentOff(original, price)).toBe(percent);
  });
});

const running = (...items: CampaignItemRule[]): CampaignRule[] => [{ end_time: '2099-01-01T00:00:00Z', items }];
const percent = (product: number, value: number): CampaignItemRule => ({
  product,
  discount_type: 'percent',
  discount_value: value,
});
const amount = (product: number, value: number): CampaignItemRule => ({
  product,
  discount_type: 'amount',
  discount_value: value,
});
const necklace = { id: 7, price: 250000, discount: 10 };
const priced = (price: number, originalPrice: number, discountPercent: number, source: ItemPrice['source']) => ({
  price,
  originalPrice,
  discountPercent,
  source,
});

describe('a product price: a running campaign wins over the own discount (storefront seed §9)', () => {
  it.each<[string, CampaignRule[], ItemPrice]>([
    ['no campaign: own 10% applies', [], priced(225000, 250000, 10, 'own')],
    ['a campaign on another product: own 10% applies', running(percent(8, 50)), priced(225000, 250000, 10, 'own')],
    ['a 20% campaign: price x (1 - 20/100)', running(percent(7, 20)), priced(200000, 250000, 20, 'campaign')],
    ['a 5% campaign beats the own 10% too', running(percent(7, 5)), priced(237500, 250000, 5, 'campaign')],
    ['a 12.5% campaign shows a whole 13%', running(percent(7, 12.5)), priced(218750, 250000, 13, 'campaign')],
    [
      'an amount campaign sets the price, percent computed',
      running(amount(7, 199000)),
      priced(199000, 250000, 20, 'campaign'),
    ],
    ['an amount is rounded to the rupiah', running(amount(7, 199999.6)), priced(200000, 250000, 20, 'campaign')],
    [
      'an amount above the list price keeps the list price',
      running(amount(7, 300000)),
      priced(250000, 250000, 0, 'campaign'),
    ],
    ['a negative amount is no offer', running(amount(7, -1)), priced(225000, 250000, 10, 'own')],
    ['an unreadable percent is no offer', running(percent(7, Number.NaN)), priced(225000, 250000, 10, 'own')],
  ])('given %s', (_, campaigns, expected) => {
    expect(productPrice(necklace, campaigns)).toEqual(expected);
  });

  it.each<[string, CampaignItemRule[], number]>([
    ['percent 20% (200.000) against amount 210.000', [percent(7, 20), amount(7, 210000)], 200000],
    ['amount 180.000 against percent 20% (200.000)', [percent(7, 20), amount(7, 180000)], 180000],
    ['two percents, 10% then 30%', [percent(7, 10), percent(7, 30)], 175000],
  ])(
    'given several running items (%s), the lowest price wins: our choice where the seeds are silent',
    (_, items, price) => {
      const split: CampaignRule[] = items.map((item) => ({ end_time: '2099-01-01T00:00:00Z', items: [item] }));
      expect(productPrice(necklace, split).price).toBe(price);
      expect(productPrice(necklace, [...split].reverse()).price).toBe(price);
    },
  );

  it('given no discount anywhere, the price is the list price', () => {
    expect(productPrice({ id: 7, price: 250000, discount: 0 }, [])).toEqual(priced(250000, 250000, 0, 'none'));
  });
});

describe('charm and gift set prices', () => {
  it.each([
    [{ price: 50000, discount: 0 }, priced(50000, 50000, 0, 'none')],
    [{ price: 50000, discount: 10 }, priced(45000, 50000, 10, 'own')],
    [{ price: 45000, discount: 15 }, priced(38250, 45000, 15, 'own')],
  ])('a charm %p prices as %p', (charm, expected) => {
    expect(charmPrice(charm)).toEqual(expected);
  });

  it('given a gift set with a discount field, the cart takes no discount (storefront seed §9)', () => {
    expect(giftSetPrice({ price: 499000, discount: 20 } as { price: number })).toEqual(
      priced(499000, 499000, 0, 'none'),
    );
  });
});
