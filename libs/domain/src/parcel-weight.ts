/**
 * A parcel's weight for J&T (waybill and tariff), from the catalogue's item weights. Replaces the
 * seed's "shipping weight = total item quantity" (order-side seed §9, one kilo a piece), which
 * charged a necklace as a kilo: issue 16 asks for the pieces' own weights.
 */

/** What one unit of a line weighs, in grams: its product or gift set, and every charm on it. */
export interface WeighedLine {
  /** The product's or gift set's weight; none for a line of charms alone. */
  baseGrams?: number | null;
  charmGrams: readonly number[];
  quantity: number;
}

/** The catalogue's rule for an item's weight (console forms and service alike): whole grams, 1 g to 30 kg. */
export const WEIGHT_GRAMS_RULE = { min: 1, max: 30_000, step: 1 } as const;

/**
 * The weight an item is given when none is entered: a product or gift set counts as the kilo it
 * did before weights existed, so fees do not change until staff weigh their stock; a charm as 5 g.
 */
export const DEFAULT_WEIGHT_GRAMS = { product: 1000, gift_set: 1000, charm: 5 } as const;

/**
 * J&T Express Indonesia rounds a parcel up to whole kilos with a tolerance of 0.3 kg: up to 1.3 kg
 * counts as 1 kg, 1.31 kg as 2 kg. Anything lighter than a kilo counts as one.
 */
export const JNT_ROUNDING_TOLERANCE_GRAMS = 300;

/** One unit of a line in grams: its base plus each charm hung on it. */
export function unitWeightGrams(line: Pick<WeighedLine, 'baseGrams' | 'charmGrams'>): number {
  return (line.baseGrams ?? 0) + line.charmGrams.reduce((sum, grams) => sum + grams, 0);
}

/** The parcel's total in grams: every line's unit weight times its quantity. */
export function parcelGrams(lines: readonly WeighedLine[]): number {
  return lines.reduce((sum, line) => sum + unitWeightGrams(line) * line.quantity, 0);
}

/** Grams to the whole kilos J&T charges: rounded up past the tolerance, at least 1 kg. */
export function chargeableKg(grams: number): number {
  return Math.max(1, Math.ceil((grams - JNT_ROUNDING_TOLERANCE_GRAMS) / 1000));
}

/** The kilos J&T is told a parcel of these lines weighs (waybill `weight`, tariff `weight`). */
export function parcelWeightKg(lines: readonly WeighedLine[]): number {
  return chargeableKg(parcelGrams(lines));
}
