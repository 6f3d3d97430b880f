import {
  type BaseKind,
  baseKind,
  bodyCentre,
  CHARM_BODY_PERCENT,
  CHARM_SIZE_PERCENT,
  charmPositions,
  distanceToChain,
  ringOf,
} from './charm-layouts';

const kinds: BaseKind[] = ['necklace', 'necklace-spread', 'bracelet', 'bracelet-spread'];
const counts = [1, 2, 3, 4, 5];
const cases = kinds.flatMap((kind) => counts.map((count) => [kind, count] as const));

describe('baseKind', () => {
  it.each([
    [null, 'necklace'],
    [{ category: 'necklace', is_charm_spreadable: false }, 'necklace'],
    [{ category: 'necklace', is_charm_spreadable: true }, 'necklace-spread'],
    [{ category: 'bracelet', is_charm_spreadable: false }, 'bracelet'],
    [{ category: 'bracelet', is_charm_spreadable: true }, 'bracelet-spread'],
    [{ category: 'anklet', is_charm_spreadable: false }, 'necklace'],
  ])('%j uses the %s layout', (base, kind) => {
    expect(baseKind(base)).toBe(kind);
  });
});

describe('charm size', () => {
  it('is a third of the preview (seed §9)', () => {
    expect(CHARM_SIZE_PERCENT * 3).toBeCloseTo(100, 10);
  });
});

describe('charmPositions', () => {
  it.each(cases)('%s with %i charms: one per charm, each hanging from the chain', (kind, count) => {
    const positions = charmPositions(kind, count);
    expect(positions).toHaveLength(count);
    for (const position of positions) expect(distanceToChain(kind, ringOf(position))).toBeLessThan(0.5);
  });

  it.each(cases)("%s with %i charms: no charm's body overlaps another's", (kind, count) => {
    const bodies = charmPositions(kind, count).map(bodyCentre);
    for (let i = 0; i < bodies.length; i += 1)
      for (let j = i + 1; j < bodies.length; j += 1) {
        const [a, b] = [bodies[i]!, bodies[j]!];
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(CHARM_BODY_PERCENT);
      }
  });

  it.each(cases)("%s with %i charms: every charm's body inside the preview", (kind, count) => {
    const radius = CHARM_BODY_PERCENT / 2;
    for (const { x, y } of charmPositions(kind, count).map(bodyCentre)) {
      expect(x - radius).toBeGreaterThanOrEqual(0);
      expect(x + radius).toBeLessThanOrEqual(100);
      expect(y - radius).toBeGreaterThanOrEqual(0);
      expect(y + radius).toBeLessThanOrEqual(100);
    }
  });

  it.each(cases)('%s with %i charms: left to right and mirrored about the centre', (kind, count) => {
    const positions = charmPositions(kind, count);
    positions.forEach((position, index) => {
      if (index > 0) expect(position.x).toBeGreaterThan(positions[index - 1]!.x);
      const mirror = positions[count - 1 - index]!;
      expect(position.x + mirror.x).toBeCloseTo(100);
      expect(position.y).toBeCloseTo(mirror.y);
    });
  });

  it.each(kinds.filter((kind) => kind.endsWith('-spread')))('%s spreads wider than its plain kind gathers', (kind) => {
    const width = (k: BaseKind) => {
      const five = charmPositions(k, 5);
      return five[4]!.x - five[0]!.x;
    };
    expect(width(kind)).toBeGreaterThan(width(kind.replace('-spread', '') as BaseKind));
  });

  it.each([
    ['necklace', 0],
    ['bracelet', 6],
    ['necklace', 2.5],
  ] as const)('%s with %p charms has no positions', (kind, count) => {
    expect(charmPositions(kind, count)).toEqual([]);
  });

  it('hangs a single charm from the lowest point of the chain', () => {
    expect(ringOf(charmPositions('necklace', 1)[0]!)).toEqual({ x: 50, y: 58.75 });
    expect(ringOf(charmPositions('bracelet', 1)[0]!)).toEqual({ x: 50, y: 70 });
  });
});
