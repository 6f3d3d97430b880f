import { type AreaCodeView, CheckoutMessages, type CityView, type PlacedOrder } from '@kilau/domain';

import { api, query } from '../api/http';
import type { ShippingForm } from './checkout-lines';
import { shippingAddressLine } from './checkout-lines';
import type { TariffAnswer } from './shipping-fee';

/** A city suggestion and an area code record (README "Areas"), and the placed order, as the service answers them. */
export type CitySuggestion = CityView;
export type AreaCode = AreaCodeView;
export type { PlacedOrder };

/** The checkout's calls (order-side seed §7; README "Checkout", "Shipping", "Areas", "Payments"). */
export const checkoutApi = {
  cities: (q: string, signal?: AbortSignal) => api<CitySuggestion[]>(`/areas/cities/${query({ q })}`, { signal }),

  areaCodes: (city: string, signal?: AbortSignal) =>
    api<AreaCode[]>(`/areas/codes/${query({ city })}`, { signal, failure: CheckoutMessages.areaCodesFailed }),

  tariff: (weight: number, destAreaCode: string) =>
    api<TariffAnswer>('/jnt/tariff/', {
      method: 'POST',
      auth: 'required',
      body: { weight, destAreaCode },
      failure: CheckoutMessages.shippingFeeFailed,
    }),

  /** Creates the order; the same `idempotencyKey` answers the same order when a retry repeats it. */
  placeOrder: (cartItemIds: number[], shippingCost: number, form: ShippingForm, idempotencyKey: string) =>
    api<PlacedOrder>('/selective_checkout/', {
      method: 'POST',
      auth: 'required',
      headers: { 'Idempotency-Key': idempotencyKey },
      failure: CheckoutMessages.createOrderFailed,
      body: {
        cart_item_ids: cartItemIds,
        shipping_cost: shippingCost,
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        email: form.email.trim(),
        receiver_phone: form.receiver_phone,
        address: form.address.trim(),
        city: form.city,
        district: form.district,
        destAreaCode: form.destAreaCode,
        province: form.province,
        postal_code: form.postal_code.trim(),
        shipping_address: shippingAddressLine(form),
        newsletter: form.newsletter,
      },
    }),

  paymentToken: (orderId: number) =>
    api<{ token: string; order_id: number; attempt_id: string }>('/midtrans/token/', {
      method: 'POST',
      auth: 'required',
      body: { order_id: orderId },
      failure: CheckoutMessages.paymentStartFailed,
    }),
};
