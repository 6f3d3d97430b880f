import type { EventMetadata } from '@kilau/event-store';

import type { AuthenticatedUser } from '../../../identity/auth/authenticated-user.js';

/** A customer opens the payment popup for an unpaid order (POST /api/midtrans/token/). */
export class StartSnapPayment {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly orderId: number,
    readonly metadata: EventMetadata,
  ) {}
}

export interface SnapToken {
  token: string;
  redirect_url: string;
  order_id: number;
  attempt_id: string;
  expires_at: string;
}
