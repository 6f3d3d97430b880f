import type { EventMetadata } from '@kilau/event-store';

import type { CartLineContent } from '../../events.js';

/**
 * A customer changes a line (the cart drawer's plus and minus send the whole line). Fields left
 * out keep their value.
 */
export class ChangeCartItem {
  constructor(
    readonly userId: number,
    readonly itemId: number,
    readonly changes: Partial<CartLineContent> & { quantity: number },
    readonly metadata: EventMetadata,
  ) {}
}
