import { type ChargeView, CheckoutMessages, type PaymentStandingView } from '@kilau/domain';

import { api } from '../api/http';

/** A virtual account or QRIS charge (the same while it is open), and how an order's payment stands. */
export type Charge = ChargeView;
export type PaymentStanding = PaymentStandingView;

export type VirtualAccountBank = 'bca' | 'bni' | 'bri';

export const paymentApi = {
  charge: (orderId: number, how: { method: 'qris' } | { method: 'bank_transfer'; bank: VirtualAccountBank }) =>
    api<Charge>(`/payments/${orderId}/charge/`, {
      method: 'POST',
      body: how,
      auth: 'required',
      failure: CheckoutMessages.paymentStartFailed,
    }),
  standing: (orderId: number, signal?: AbortSignal) =>
    api<PaymentStanding>(`/payments/${orderId}/`, { auth: 'required', signal }),
};
