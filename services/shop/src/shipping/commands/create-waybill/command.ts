import type { EventMetadata } from '@kilau/event-store';

import type { AuthenticatedUser } from '../../../identity/auth/authenticated-user.js';

/**
 * Get the order its J&T waybill: asked by the worker after the payment settles, by the storefront
 * after its popup said success, or by staff labelling the order, whichever comes first; the others
 * get the same waybill. `tries` is how often a failing call is repeated in place (1 in a job, which
 * BullMQ retries; more where someone waits).
 */
export class CreateWaybill {
  constructor(
    readonly orderId: number,
    readonly metadata: EventMetadata,
    readonly tries = 1,
    /** Who asks over HTTP: a customer may ask only for their own order. */
    readonly caller?: AuthenticatedUser,
  ) {}
}

/** The waybill, or why there is none in the seed's words. */
export interface WaybillOutcome {
  orderId: number;
  awb: string | null;
  message: string | null;
  /** The courier's own reason, when it refused. */
  reason: string | null;
  reused: boolean;
}
