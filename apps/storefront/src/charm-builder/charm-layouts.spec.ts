import { type BaseKind, baseKind, CHARM_SIZE_PERCENT, charmPositions } from './charm-layouts';

const kinds: BaseKind[] = ['necklace', 'necklace-spread', 'bracelet', 'bracelet-spread'];
const counts = [1, 2, 3, 4, 5];
const half = CHARM_SIZE_PERCENT / 2;

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

describe('charmPositions', () => {
  const cases = kinds.flatMap((kind) => counts.map((count) => [kind, count] as const));

  it.each(cases)('%s with %i charms: one position per charm, inside the preview', (kind, count) => {
    const positions = charmPositions(kind, count);
    expect(positions).toHaveLength(count);
    for (const { x, y } of positions) {
      expect(x - half).toBeGreaterThanOrEqual(0);
      expect(x + half).toBeLessThanOrEqual(100);
      expect(y - half).toBeGreaterThanOrEqual(0);
      expect(y + half).toBeLessThanOrEqual(100);
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

  it.each(kinds)('%s spreads wider than it gathers, or as wide', (kind) => {
    const width = (k: BaseKind) => {
      const five = charmPositions(k, 5);
      return five[4]!.x - five[0]!.x;
    };
    if (kind.endsWith('-spread')) expect(width(kind)).toBeGreaterThan(width(kind.replace('-spread', '') as BaseKind));
  });

  it.each([
    ['necklace', 0, []],
    ['bracelet', 6, []],
    ['necklace', 1, [{ x: 50, y: 74 }]],
    [
      'bracelet-spread',
      2,
      [
        { x: 38, y: 78 },
        { x: 62, y: 78 },
      ],
    ],
  ] as const)('%s with %i charms is %j', (kind, count, positions) => {
    expect(charmPositions(kind, count)).toEqual(positions);
  });
});
