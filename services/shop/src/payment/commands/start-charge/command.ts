import type { ChargeView } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import type { AuthenticatedUser } from '../../../identity/auth/authenticated-user.js';
import type { ChargeWay } from '../../gateway/payment-gateway.js';

export type ChargeMethod = ChargeWay;

/** A customer pays an unpaid order by bank transfer to a virtual account, by QRIS, or by a tokenised card. */
export class StartCharge {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly orderId: number,
    readonly how: ChargeMethod,
    readonly metadata: EventMetadata,
  ) {}
}

export type { ChargeView };
