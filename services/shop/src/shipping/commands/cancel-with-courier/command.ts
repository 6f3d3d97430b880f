import type { EventMetadata } from '@kilau/event-store';

/**
 * Staff cancel an order: at J&T first when it has a live waybill (only J&T knows whether the parcel
 * is picked up), then the order itself, its stock returned.
 */
export class CancelWithCourier {
  constructor(
    readonly orderId: number,
    readonly reason: string,
    readonly metadata: EventMetadata,
  ) {}
}

/** Only the courier's waybill, for an order cancelled while its waybill was being made. */
export class CancelWaybill {
  constructor(
    readonly orderId: number,
    readonly reason: string,
    readonly metadata: EventMetadata,
  ) {}
}

export type CancellationResult =
  | { outcome: 'cancelled'; refundDue: boolean }
  | { outcome: 'already_cancelled' }
  | { outcome: 'not_allowed'; detail: string }
  | { outcome: 'failed'; detail: string };
