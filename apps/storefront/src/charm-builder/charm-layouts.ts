/**
 * Where the charms hang in the builder's live preview (storefront seed §2 'Charm builder', §9):
 * a layout for 1 to 5 charms per kind of base. Each charm's jump ring sits on the chain as the
 * shop's base pictures draw it, the charms side by side along the chain from its lowest point,
 * never overlapping: plain bases gather them there, charm-spreadable bases spread them out.
 *
 * The chains are traced from the demo pictures (services/shop/src/demo-data/art): a necklace
 * dips to (50, 58.75) and leaves the top through (17.5, -17.5) and (82.5, -17.5); a bracelet's
 * front is the lower half of an ellipse centred at (50, 51.25), 35 wide and 18.75 high each way.
 * Photographs of new bases are framed the same way (README "Charm builder").
 * All figures are percent of the square preview.
 */

export type BaseKind = 'necklace' | 'necklace-spread' | 'bracelet' | 'bracelet-spread';

export interface CharmPosition {
  /** The centre of the charm's picture. */
  x: number;
  y: number;
}

/** A charm picture is a third of the preview (seed §9). */
export const CHARM_SIZE_PERCENT = 100 / 3;

/**
 * The charm inside its picture (the shop's charm pictures, 800 x 800): the jump ring's centre
 * 27.5% from the top, the charm's body a disc 45% of the picture wide centred 53.75% down.
 */
const RING_IN_PICTURE = 0.275;
const BODY_IN_PICTURE = { centre: 0.5375, diameter: 0.45 };

/** How wide a charm's body is in the preview: neighbours' rings are at least this far apart. */
export const CHARM_BODY_PERCENT = CHARM_SIZE_PERCENT * BODY_IN_PICTURE.diameter;

/** From a ring on the chain to the centre of the picture hanging from it. */
const RING_TO_CENTRE = CHARM_SIZE_PERCENT * (0.5 - RING_IN_PICTURE);

/** Along-the-chain distance between neighbouring rings: touching but clear, or spread out. */
const SPACING: Record<BaseKind, number> = {
  necklace: CHARM_BODY_PERCENT + 1.5,
  'necklace-spread': CHARM_BODY_PERCENT + 6,
  bracelet: CHARM_BODY_PERCENT + 1.5,
  'bracelet-spread': CHARM_BODY_PERCENT + 4,
};

type Point = readonly [number, number];

/** The right half of a chain, from its lowest point (t = 0) outwards (t = 1). */
type HalfChain = (t: number) => Point;

function cubic(p0: Point, p1: Point, p2: Point, p3: Point): HalfChain {
  return (t) => {
    const u = 1 - t;
    const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
  };
}

const NECKLACE: HalfChain = cubic([50, 58.75], [65, 58.75], [80, 32.3125], [82.5, -17.5]);
const BRACELET: HalfChain = (t) => {
  const angle = (Math.PI / 2) * (1 - t);
  return [50 + 35 * Math.cos(angle), 51.25 + 18.75 * Math.sin(angle)];
};

/** The half chain sampled finely, with the distance along it to each sample. */
function measured(chain: HalfChain, steps = 600): { at: Point; along: number }[] {
  const samples = [{ at: chain(0), along: 0 }];
  for (let i = 1; i <= steps; i += 1) {
    const at = chain(i / steps);
    const [px, py] = samples[i - 1]!.at;
    samples.push({ at, along: samples[i - 1]!.along + Math.hypot(at[0] - px, at[1] - py) });
  }
  return samples;
}

const MEASURED = { necklace: measured(NECKLACE), bracelet: measured(BRACELET) };

/** The point `distance` along the half chain from its lowest point (the chain's end if shorter). */
function pointAlong(samples: { at: Point; along: number }[], distance: number): Point {
  const found = samples.find((sample) => sample.along >= distance);
  return (found ?? samples[samples.length - 1]!).at;
}

/** The layout a base uses; without a base the default picture is a necklace. */
export function baseKind(base: { category?: string; is_charm_spreadable?: boolean } | null): BaseKind {
  const kind = base?.category === 'bracelet' ? 'bracelet' : 'necklace';
  return base?.is_charm_spreadable ? `${kind}-spread` : kind;
}

/** The positions of `count` charms, left to right (none for Chain only or a count outside 1..5). */
export function charmPositions(kind: BaseKind, count: number): CharmPosition[] {
  if (!Number.isInteger(count) || count < 1 || count > 5) return [];
  const samples = kind.startsWith('bracelet') ? MEASURED.bracelet : MEASURED.necklace;
  const spacing = SPACING[kind];
  return Array.from({ length: count }, (_, index) => {
    const offset = (index - (count - 1) / 2) * spacing; // along the chain, negative = left
    const [x, y] = pointAlong(samples, Math.abs(offset));
    return { x: round(offset < 0 ? 100 - x : x), y: round(y + RING_TO_CENTRE) };
  });
}

/** The centre of a charm's body, for a picture centred at `position`. */
export function bodyCentre(position: CharmPosition): CharmPosition {
  return { x: position.x, y: round(position.y + CHARM_SIZE_PERCENT * (BODY_IN_PICTURE.centre - 0.5)) };
}

/** The ring a picture centred at `position` hangs from. */
export function ringOf(position: CharmPosition): CharmPosition {
  return { x: position.x, y: round(position.y - RING_TO_CENTRE) };
}

/** On the chain of `kind`: the nearest point of its traced curve, for tests and tools. */
export function distanceToChain(kind: BaseKind, point: CharmPosition): number {
  const samples = kind.startsWith('bracelet') ? MEASURED.bracelet : MEASURED.necklace;
  const x = point.x < 50 ? 100 - point.x : point.x;
  return Math.min(...samples.map(({ at }) => Math.hypot(at[0] - x, at[1] - point.y)));
}

const round = (value: number) => Math.round(value * 100) / 100;
