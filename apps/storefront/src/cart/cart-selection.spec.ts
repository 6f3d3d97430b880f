import { allSelected, reconcileSelection, selectedLines, toggleAll, toggleLine, withQuantity } from './cart-selection';

const line = (id: number, available = true) => ({ id, available });
const ids = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe('reconcileSelection', () => {
  it.each([
    ['first load selects every available line', [], [], [line(1), line(2), line(3, false)], [1, 2]],
    ['a line unticked before stays unticked', [1], [1, 2], [line(1), line(2)], [1]],
    ['a new line comes in selected', [1], [1, 2], [line(1), line(2), line(3)], [1, 3]],
    ['a removed line drops out', [1, 2], [1, 2], [line(2)], [2]],
    ['a line that became unavailable drops out', [1, 2], [1, 2], [line(1), line(2, false)], [1]],
  ])('%s', (_, selected, seen, lines, want) => {
    expect(ids(reconcileSelection(new Set(selected), new Set(seen), lines))).toEqual(want);
  });
});

describe('toggleLine', () => {
  it.each([
    ['turns a line on', [], line(1), [1]],
    ['turns a line off', [1, 2], line(1), [2]],
    ['cannot turn an unavailable line on', [], line(1, false), []],
  ])('%s', (_, selected, target, want) => {
    expect(ids(toggleLine(new Set(selected), target))).toEqual(want);
  });
});

describe('toggleAll and allSelected', () => {
  const lines = [line(1), line(2), line(3, false)];
  it.each([
    ['none on: all available on', [], [1, 2], false],
    ['some on: all available on', [2], [1, 2], false],
    ['all on: all off', [1, 2], [], true],
  ])('%s', (_, selected, want, wasAll) => {
    expect(allSelected(new Set(selected), lines)).toBe(wasAll);
    expect(ids(toggleAll(new Set(selected), lines))).toEqual(want);
  });
  it('an empty cart is never all selected', () => {
    expect(allSelected(new Set(), [])).toBe(false);
    expect(allSelected(new Set(), [line(1, false)])).toBe(false);
  });
});

describe('selectedLines', () => {
  it.each([
    [
      [3, 1],
      [line(1), line(2), line(3)],
      [1, 3],
    ],
    [[1, 2], [line(1), line(2, false)], [1]],
    [[], [line(1)], []],
  ])('selected %j of %j go to checkout as %j', (selected, lines, want) => {
    expect(selectedLines(new Set(selected), lines).map((l) => l.id)).toEqual(want);
  });
});

describe('withQuantity', () => {
  const lines = [
    { id: 1, quantity: 1, price: 100, line_total: 100 },
    { id: 2, quantity: 2, price: 50, line_total: 100 },
  ];
  it.each([
    [1, 3, [300, 100]],
    [2, 1, [100, 50]],
    [9, 5, [100, 100]],
  ])('line %i at %i makes totals %j', (id, quantity, totals) => {
    expect(withQuantity(lines, id, quantity).map((l) => l.line_total)).toEqual(totals);
  });
});
