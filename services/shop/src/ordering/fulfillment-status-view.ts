import type { OrderStatus } from '@kilau/domain';

import type { OrderEvent } from './events.js';

/**
 * An order's `fulfillment_status` after `event`, from what it was: the status machine's moves as
 * the events record them (the decider's evolve keeps the same for commands). One rule for every
 * read model that shows it.
 */
export function fulfillmentStatusAfter(current: string, event: OrderEvent): string {
  switch (event.type) {
    case 'OrderPlaced':
      return 'pending' satisfies OrderStatus;
    case 'OrderCancelled':
      return 'cancelled' satisfies OrderStatus;
    case 'PaymentSettled':
      return 'awaiting_shipment' satisfies OrderStatus;
    case 'ShipmentLabelCreated':
      return 'collection' satisfies OrderStatus;
    case 'ShipmentProgressed':
      return event.data.status;
    default:
      return current;
  }
}
