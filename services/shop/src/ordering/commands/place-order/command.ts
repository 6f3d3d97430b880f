import type { PlacedOrder, ShopperLanguage } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import type { CheckoutDto } from '../../dto/checkout.dto.js';

/** A customer checks out the selected lines of their cart (POST /api/selective_checkout/). */
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
  ) {}
}

export type { PlacedOrder };
