import { chargeableKg, parcelGrams, parcelWeightKg, unitWeightGrams, type WeighedLine } from './parcel-weight.js';

describe('parcel weight for J&T', () => {
  const necklace = (quantity: number, charmGrams: number[] = []): WeighedLine => ({
    baseGrams: 25,
    charmGrams,
    quantity,
  });

  it.each<[string, WeighedLine[], number, number]>([
    ['one light necklace', [necklace(1)], 25, 1],
    ['a necklace with three charms', [necklace(1, [3, 3, 4])], 35, 1],
    ['charms count once per unit, times the quantity', [necklace(4, [5, 5])], 140, 1],
    ['a line of charms alone', [{ baseGrams: null, charmGrams: [3, 3], quantity: 2 }], 12, 1],
    ['nothing at all is still a kilo', [], 0, 1],
    ['exactly one kilo', [{ baseGrams: 1000, charmGrams: [], quantity: 1 }], 1000, 1],
    ['1.3 kg is within J&T tolerance', [{ baseGrams: 1300, charmGrams: [], quantity: 1 }], 1300, 1],
    ['1.301 kg is two', [{ baseGrams: 1301, charmGrams: [], quantity: 1 }], 1301, 2],
    ['two gift sets of a kilo', [{ baseGrams: 1000, charmGrams: [], quantity: 2 }], 2000, 2],
    [
      'several lines add up',
      [necklace(2, [5]), { baseGrams: 900, charmGrams: [], quantity: 3 }, { charmGrams: [4], quantity: 1 }],
      2764,
      3,
    ],
    [
      'old default: a kilo a piece with light charms',
      [{ baseGrams: 1000, charmGrams: [5, 5, 5], quantity: 12 }],
      12180,
      12,
    ],
  ])('%s: %p g, %p kg', (_name, lines, grams, kg) => {
    expect(parcelGrams(lines)).toBe(grams);
    expect(parcelWeightKg(lines)).toBe(kg);
  });

  it.each([
    [0, 1],
    [1, 1],
    [2300, 2],
    [2301, 3],
    [10_000, 10],
  ])('%p g is charged as %p kg', (grams, kg) => {
    expect(chargeableKg(grams)).toBe(kg);
  });

  it('a unit weighs its base plus its charms', () => {
    expect(unitWeightGrams({ baseGrams: 20, charmGrams: [3, 4] })).toBe(27);
    expect(unitWeightGrams({ charmGrams: [3] })).toBe(3);
  });
});
