import { charmBarRecommendations, charmBases, groupCharms } from './charm-bar';

const charm = (id: number, category: string, label: string) => ({ id, category, label });
const product = (id: number, category: string, sold: number, stock = 5, charms = true) => ({
  id,
  category,
  sold_stok: sold,
  stock,
  charms,
});

describe('groupCharms', () => {
  const charms = [
    charm(1, 'zodiac', 'gold'),
    charm(2, 'alphabet', 'silver'),
    charm(3, 'alphabet', 'gold'),
    charm(4, 'birth_flower', 'other'),
    charm(5, 'mystery', 'rose_gold'),
  ];
  it.each([
    [
      'category',
      [
        ['alphabet', 'Alphabet', [2, 3]],
        ['birth_flower', 'Birth Flower', [4]],
        ['zodiac', 'Zodiac', [1]],
        ['mystery', 'Mystery', [5]],
      ],
    ],
    [
      'material',
      [
        ['gold', 'Gold', [1, 3]],
        ['silver', 'Silver', [2]],
        ['rose_gold', 'Rose Gold', [5]],
        ['other', 'Others', [4]],
      ],
    ],
  ] as const)('by %s', (by, groups) => {
    expect(groupCharms(charms, by).map((group) => [group.key, group.title, group.charms.map((c) => c.id)])).toEqual(
      groups,
    );
  });

  it('answers no groups for no charms', () => {
    expect(groupCharms([], 'category')).toEqual([]);
  });
});

describe('charmBases', () => {
  const products = [product(1, 'necklace', 0), product(2, 'necklace', 0, 5, false), product(3, 'bracelet', 0)];
  it.each([
    ['necklace', [1]],
    ['bracelet', [3]],
    ['ring', []],
  ])('%s bases are %j', (kind, ids) => {
    expect(charmBases(products, kind).map((p) => p.id)).toEqual(ids);
  });
});

describe('charmBarRecommendations', () => {
  it.each([
    [
      'three necklaces then two bracelets, best sellers first, in stock only',
      [
        product(1, 'necklace', 10),
        product(2, 'necklace', 50),
        product(3, 'necklace', 30, 0),
        product(4, 'necklace', 20),
        product(5, 'necklace', 5),
        product(6, 'bracelet', 1),
        product(7, 'bracelet', 9),
        product(8, 'bracelet', 4),
        product(9, 'ring', 99),
      ],
      [2, 4, 1, 7, 8],
    ],
    ['fewer when the shop has fewer', [product(1, 'bracelet', 1)], [1]],
    ['none for an empty shop', [], []],
  ])('%s', (_, products, ids) => {
    expect(charmBarRecommendations(products).map((p) => p.id)).toEqual(ids);
  });
});
