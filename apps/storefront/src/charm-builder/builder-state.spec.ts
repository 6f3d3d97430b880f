import {
  type BuilderState,
  chooseCount,
  clearSlot,
  countChoices,
  fitToBase,
  initialBuilder,
  pickCharm,
  pickedCharmIds,
  selectSlot,
  settleActive,
} from './builder-state';

const max3 = { is_charm_max3: true };
const max5 = { is_charm_max3: false };
const state = (count: number, picks: Record<number, number>, active: number): BuilderState => ({
  count,
  picks,
  active,
});

describe('initialBuilder and countChoices', () => {
  it.each([
    [null, state(2, {}, 1), [0, 1, 2, 3, 4, 5]],
    [max5, state(2, {}, 1), [0, 1, 2, 3, 4, 5]],
    [max3, state(2, {}, 1), [0, 1, 2, 3]],
  ])('base %j starts at %j with choices %j', (base, start, choices) => {
    expect(initialBuilder(base)).toEqual(start);
    expect(countChoices(base)).toEqual(choices);
  });
});

describe('chooseCount', () => {
  it.each([
    ['a count clears picks and selects slot 1', state(2, { 1: 7 }, 2), 4, max5, state(4, {}, 1)],
    ['Chain only clears picks and selects slot 0', state(3, { 1: 7, 2: 8 }, 3), 0, max5, state(0, {}, 0)],
    ['the same count still clears', state(2, { 1: 7, 2: 8 }, 1), 2, null, state(2, {}, 1)],
    ['5 is refused on a max-3 base', state(2, { 1: 7 }, 2), 5, max3, state(2, { 1: 7 }, 2)],
    ['6 is refused anywhere', state(2, {}, 1), 6, max5, state(2, {}, 1)],
    ['a fraction is refused', state(2, {}, 1), 1.5, max5, state(2, {}, 1)],
    ['a negative count is refused', state(2, {}, 1), -1, max5, state(2, {}, 1)],
  ])('%s', (_, before, count, base, after) => {
    expect(chooseCount(before, count, base)).toEqual(after);
  });
});

describe('pickCharm', () => {
  it.each([
    ['fills slot 1 and moves to 2', state(3, {}, 1), 11, state(3, { 1: 11 }, 2)],
    ['fills the middle slot and moves on', state(3, { 1: 11 }, 2), 12, state(3, { 1: 11, 2: 12 }, 3)],
    ['after the last slot goes back to slot 1', state(3, { 1: 1, 2: 2 }, 3), 3, state(3, { 1: 1, 2: 2, 3: 3 }, 1)],
    ['replaces a filled slot', state(2, { 1: 1, 2: 2 }, 1), 9, state(2, { 1: 9, 2: 2 }, 2)],
    ['one charm may fill several slots', state(2, { 1: 4 }, 2), 4, state(2, { 1: 4, 2: 4 }, 1)],
    ['Chain only takes no charm', state(0, {}, 0), 5, state(0, {}, 0)],
    ['an out-of-range active slot resets instead', state(2, {}, 4), 5, state(2, {}, 1)],
  ])('%s', (_, before, charm, after) => {
    expect(pickCharm(before, charm)).toEqual(after);
  });
});

describe('settleActive (the reset rule)', () => {
  it.each([
    [state(0, {}, 2), state(0, {}, 0)],
    [state(3, {}, 0), state(3, {}, 1)],
    [state(3, {}, 4), state(3, {}, 1)],
    [state(3, {}, 3), state(3, {}, 3)],
    [state(0, {}, 0), state(0, {}, 0)],
  ])('%j settles to %j', (before, after) => {
    expect(settleActive(before)).toEqual(after);
  });
});

describe('selectSlot and clearSlot', () => {
  it.each([
    ['selects an existing slot', selectSlot(state(3, {}, 1), 3), state(3, {}, 3)],
    ['ignores slot 0', selectSlot(state(3, {}, 2), 0), state(3, {}, 2)],
    ['ignores a slot past the count', selectSlot(state(3, {}, 2), 4), state(3, {}, 2)],
    ['clearing empties and selects the slot', clearSlot(state(3, { 1: 1, 2: 2 }, 3), 1), state(3, { 2: 2 }, 1)],
    ['clearing an empty slot only selects it', clearSlot(state(3, { 1: 1 }, 1), 2), state(3, { 1: 1 }, 2)],
  ])('%s', (_, got, want) => {
    expect(got).toEqual(want);
  });
});

describe('fitToBase', () => {
  it.each([
    ['a max-3 base trims 5 slots to 3', state(5, { 1: 1, 4: 4, 5: 5 }, 5), max3, state(3, { 1: 1 }, 1)],
    ['a max-3 base keeps 3 slots', state(3, { 3: 3 }, 2), max3, state(3, { 3: 3 }, 2)],
    ['a max-5 base keeps everything', state(5, { 5: 5 }, 5), max5, state(5, { 5: 5 }, 5)],
    ['no base keeps everything', state(4, { 2: 2 }, 3), null, state(4, { 2: 2 }, 3)],
    ['Chain only stays Chain only', state(0, {}, 0), max3, state(0, {}, 0)],
  ])('%s', (_, before, base, after) => {
    expect(fitToBase(before, base)).toEqual(after);
  });
});

describe('pickedCharmIds', () => {
  it.each([
    [state(3, { 3: 30, 1: 10 }, 1), [10, 30]],
    [state(2, { 1: 5, 2: 5 }, 1), [5, 5]],
    [state(2, { 1: 5, 4: 9 }, 1), [5]],
    [state(0, {}, 0), []],
  ])('%j carries %j', (builder, ids) => {
    expect(pickedCharmIds(builder)).toEqual(ids);
  });
});
