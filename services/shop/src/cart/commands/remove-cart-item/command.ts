import type { EventMetadata } from '@kilau/event-store';

/** A customer removes a line from their cart. */
export class RemoveCartItem {
  constructor(
    readonly userId: number,
    readonly itemId: number,
    readonly metadata: EventMetadata,
  ) {}
}
