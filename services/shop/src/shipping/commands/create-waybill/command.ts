import type { EventMetadata } from '@kilau/event-store';

/**
 * Book the paid order's parcel with the courier and record its waybill. Only the worker asks
 * (the job the payment's settlement, or a later WaybillRequested, queued): the storefront and staff
 * wait for what it records (AwaitWaybill).
 */
export class CreateWaybill {
  constructor(
    readonly orderId: number,
    readonly metadata: EventMetadata,
  ) {}
}

/** The waybill, or why there is none in the seed's words. */
export interface WaybillOutcome {
  orderId: number;
  awb: string | null;
  message: string | null;
  reused: boolean;
}
