import type { EventMetadata } from '@kilau/event-store';

import type { CartLineContent } from '../../events.js';

/** A customer puts a product, a gift set or charms (with an optional gift note) in their cart. */
export class AddCartItem {
  constructor(
    readonly userId: number,
    readonly line: CartLineContent,
    readonly quantity: number,
    readonly metadata: EventMetadata,
  ) {}
}
