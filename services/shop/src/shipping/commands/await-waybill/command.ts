import type { EventMetadata } from '@kilau/event-store';

import type { AuthenticatedUser } from '../../../identity/auth/authenticated-user.js';

/**
 * Someone waits for the order's waybill (the storefront's `POST /api/jnt/order/`, staff labelling
 * the order): answered from what the worker recorded, waiting up to WAYBILL_WAIT_MS for it. Nobody
 * but the worker asks the courier; an order whose waybill job gave up is asked for again.
 */
export class AwaitWaybill {
  constructor(
    readonly orderId: number,
    readonly metadata: EventMetadata,
    /** Who asks over HTTP: a customer may ask only for their own order. */
    readonly caller?: AuthenticatedUser,
  ) {}
}
