import { MyOrdersMessages, type OrderItemView } from '@kilau/domain';

import { api } from '../api/http';

/** One of the shopper's orders as GET /api/orders/ answers it (the fields My Orders shows). */
export interface MyOrder {
  id: number;
  created_at: string;
  fulfillment_status: string;
  payment_status: string;
  total_price: number;
  items: OrderItemView[];
  waybill: string | null;
  payment_deadline: string | null;
  paid_at: string | null;
}

export const ordersApi = {
  mine: (signal?: AbortSignal) =>
    api<MyOrder[]>('/orders/', { auth: 'required', signal, failure: MyOrdersMessages.loadFailed }),
};
