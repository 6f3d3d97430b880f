/**
 * Where the charms sit in the builder's live preview (storefront seed §2 'Charm builder', §9): a
 * layout for 1 to 5 charms per kind of base. Positions are the charm's centre in percent of the
 * square preview, left to right, traced on the shop's base pictures: a necklace's chain dips to
 * its lowest point at (50, 59), a bracelet's front arc at (50, 70). Plain bases gather the charms
 * near that point; charm-spreadable bases spread them along the chain.
 */

export type BaseKind = 'necklace' | 'necklace-spread' | 'bracelet' | 'bracelet-spread';

export interface CharmPosition {
  x: number;
  y: number;
}

/** A charm picture is a third of the preview (seed §9). */
export const CHARM_SIZE_PERCENT = 100 / 3;

type Layouts = Record<BaseKind, readonly (readonly [number, number])[][]>;

/** Index = charm count - 1. */
const LAYOUTS: Layouts = {
  necklace: [
    [[50, 74]],
    [
      [44, 74],
      [56, 74],
    ],
    [
      [40, 73],
      [50, 76],
      [60, 73],
    ],
    [
      [36, 72],
      [45, 76],
      [55, 76],
      [64, 72],
    ],
    [
      [34, 70],
      [42, 75],
      [50, 77],
      [58, 75],
      [66, 70],
    ],
  ],
  'necklace-spread': [
    [[50, 73]],
    [
      [39, 68],
      [61, 68],
    ],
    [
      [30, 57],
      [50, 73],
      [70, 57],
    ],
    [
      [27, 50],
      [40, 66],
      [60, 66],
      [73, 50],
    ],
    [
      [24, 42],
      [33, 60],
      [50, 73],
      [67, 60],
      [76, 42],
    ],
  ],
  bracelet: [
    [[50, 80]],
    [
      [45, 80],
      [55, 80],
    ],
    [
      [41, 79],
      [50, 81],
      [59, 79],
    ],
    [
      [38, 78],
      [46, 81],
      [54, 81],
      [62, 78],
    ],
    [
      [35, 77],
      [42.5, 80],
      [50, 81],
      [57.5, 80],
      [65, 77],
    ],
  ],
  'bracelet-spread': [
    [[50, 80]],
    [
      [38, 78],
      [62, 78],
    ],
    [
      [30, 75],
      [50, 80],
      [70, 75],
    ],
    [
      [25, 72],
      [41, 79],
      [59, 79],
      [75, 72],
    ],
    [
      [21, 68],
      [34, 77],
      [50, 80],
      [66, 77],
      [79, 68],
    ],
  ],
};

/** The layout a base uses; without a base the default picture is a necklace. */
export function baseKind(base: { category?: string; is_charm_spreadable?: boolean } | null): BaseKind {
  const kind = base?.category === 'bracelet' ? 'bracelet' : 'necklace';
  return base?.is_charm_spreadable ? `${kind}-spread` : kind;
}

/** The positions of `count` charms (none for Chain only or a count outside 1..5). */
export function charmPositions(kind: BaseKind, count: number): CharmPosition[] {
  const layout = LAYOUTS[kind][count - 1];
  return layout ? layout.map(([x, y]) => ({ x, y })) : [];
}
