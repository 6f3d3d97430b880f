import { DEFAULT_WEIGHT_GRAMS, parcelWeightKg } from '@kilau/domain';

import type { OrderLine } from '../ordering/events.js';

/**
 * The kilos J&T is told an order's parcel weighs: each line's weight as placed, times its
 * quantity. An order placed before items had weights counts a kilo a piece, as it was quoted.
 */
export function orderParcelKg(lines: readonly Pick<OrderLine, 'quantity' | 'weightGrams'>[]): number {
  return parcelWeightKg(
    lines.map((line) => ({
      baseGrams: line.weightGrams ?? DEFAULT_WEIGHT_GRAMS.product,
      charmGrams: [],
      quantity: line.quantity,
    })),
  );
}
