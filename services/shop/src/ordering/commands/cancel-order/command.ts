import type { EventMetadata } from '@kilau/event-store';

/** Staff cancel an order (the reason defaults to the seed's 'Canceled by user'). */
export class CancelOrder {
  constructor(
    readonly orderId: number,
    readonly reason: string,
    readonly metadata: EventMetadata,
  ) {}
}

export interface CancelledOrder {
  order_id: number;
  fulfillment_status: 'cancelled';
  reason: string;
  refund_due: boolean;
}
