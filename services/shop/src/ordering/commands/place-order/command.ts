import type { LegacyOrderPiece, PlacedOrder, ShopperLanguage } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import type { CheckoutDto } from '../../dto/checkout.dto.js';

/**
 * A customer checks out the selected lines of their cart (POST /api/selective_checkout/), or, from
 * the legacy card page (POST /api/orders/), orders catalogue products by id without a cart: the
 * same checks, prices, stock and caps either way.
 */
export class PlaceOrder {
  constructor(
    readonly user: { id: number; email: string },
    readonly checkout: CheckoutDto,
    /** The Idempotency-Key header: the same key answers the same order instead of a second one. */
    readonly idempotencyKey: string | undefined,
    readonly metadata: EventMetadata,
    /** The client address the checkout came from, for its checkout budget. */
    readonly client?: string,
    /** The language of the page the order was placed from: its mails are written in it. */
    readonly language?: ShopperLanguage,
    /** The legacy call's products: when given, the order is of these and the cart is left alone. */
    readonly pieces?: readonly LegacyOrderPiece[],
  ) {}
}

export type { PlacedOrder };
