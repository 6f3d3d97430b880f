import { type ChargeView, CheckoutMessages, type PaymentStandingView } from '@kilau/domain';

import { api } from '../api/http';

/** A virtual account, QRIS or card charge (the first two the same while open), and how an order's payment stands. */
export type Charge = ChargeView;
export type PaymentStanding = PaymentStandingView;

export type VirtualAccountBank = 'bca' | 'bni' | 'bri';

export const paymentApi = {
  charge: (
    orderId: number,
    how:
      | { method: 'qris' }
      | { method: 'bank_transfer'; bank: VirtualAccountBank }
      // a card is its Midtrans token alone: its number and CVV never come to the shop
      | { method: 'credit_card'; token_id: string },
  ) =>
    api<Charge>(`/payments/${orderId}/charge/`, {
      method: 'POST',
      body: how,
      auth: 'required',
      failure: CheckoutMessages.paymentStartFailed,
    }),
  standing: (orderId: number, signal?: AbortSignal) =>
    api<PaymentStanding>(`/payments/${orderId}/`, { auth: 'required', signal }),
};
