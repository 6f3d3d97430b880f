import type { EventMetadata } from '@kilau/event-store';

import type { AuthenticatedUser } from '../../../identity/auth/authenticated-user.js';

export type ChargeMethod = { method: 'bank_transfer'; bank: 'bca' | 'bni' | 'bri' | 'permata' } | { method: 'qris' };

/** A customer pays an unpaid order by bank transfer to a virtual account, or by QRIS. */
export class StartCharge {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly orderId: number,
    readonly how: ChargeMethod,
    readonly metadata: EventMetadata,
  ) {}
}

/** What the payment page shows: the account number or the QR code, the amount, until when. */
export interface ChargeView {
  order_id: number;
  attempt_id: string;
  method: 'bank_transfer' | 'qris';
  amount: number;
  expires_at: string;
  bank: string | null;
  va_number: string | null;
  qr_url: string | null;
  qr_string: string | null;
}
