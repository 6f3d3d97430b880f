import type { FoldedEvent } from '@kilau/event-store';

import { type JsonRow, rowPerStream } from '../../../platform/event-log/row-per-stream.js';
import { ORDER_EVENT_TYPES, type OrderEvent, orderPlacedUnread } from '../../events.js';
import { fulfillmentStatusAfter } from '../../fulfillment-status-view.js';
import { orderItemsView, type OrderItemView } from '../../order-items-view.js';
import { paymentStatusAfter } from '../../payment-status-view.js';

/** A customer's order as GET /api/orders/ and /api/orders/{id}/ answer it. */
export interface OrderSummaryRow extends JsonRow {
  order_id: number;
  user_id: number;
  email: string;
  fulfillment_status: string;
  payment_status: string;
  subtotal: number;
  product_discount: number;
  charm_discount: number;
  shipping_cost: number;
  total_price: number;
  shipping_address: string;
  receiver: Record<string, string>;
  items: OrderItemView[];
  waybill: string | null;
  cancel_reason: string | null;
  placed_at: string;
  payment_deadline: string;
  paid_at: string | null;
  updated_at: string;
}

export function evolveOrderSummary(
  row: OrderSummaryRow | undefined,
  recorded: FoldedEvent,
): OrderSummaryRow | undefined {
  const event = recorded as unknown as OrderEvent;
  const updated_at = recorded.recordedAt.toISOString();
  switch (event.type) {
    case 'OrderPlaced': {
      const { data } = event;
      const { shipping, totals } = data;
      return {
        order_id: data.orderId,
        user_id: data.userId,
        email: data.email,
        fulfillment_status: fulfillmentStatusAfter('none', event),
        payment_status: paymentStatusAfter('unpaid', event),
        subtotal: totals.subtotal,
        product_discount: totals.productDiscount,
        charm_discount: totals.charmDiscount,
        shipping_cost: totals.shipping,
        total_price: totals.total,
        shipping_address: shipping.text,
        receiver: {
          first_name: shipping.firstName,
          last_name: shipping.lastName,
          email: shipping.email,
          phone: shipping.phone,
          address: shipping.address,
          city: shipping.city,
          district: shipping.district,
          province: shipping.province,
          postal_code: shipping.postalCode,
        },
        items: orderItemsView(data.lines),
        waybill: null,
        cancel_reason: null,
        placed_at: data.placedAt,
        payment_deadline: data.paymentDeadline,
        paid_at: null,
        updated_at,
        last_version: recorded.streamVersion,
      };
    }
    case 'OrderCancelled':
      if (!row) return undefined;
      return {
        ...row,
        fulfillment_status: fulfillmentStatusAfter(row.fulfillment_status, event),
        payment_status: paymentStatusAfter(row.payment_status, event),
        cancel_reason: event.data.reason,
        updated_at,
      };
    case 'PaymentSettled':
      if (!row) return undefined;
      return {
        ...row,
        fulfillment_status: fulfillmentStatusAfter(row.fulfillment_status, event),
        payment_status: paymentStatusAfter(row.payment_status, event),
        paid_at: event.data.at,
        updated_at,
      };
    case 'PaymentFailed':
    case 'PaymentExpired':
    case 'PaymentAmountMismatched':
    case 'PaymentReceivedForCancelledOrder':
    case 'PaymentReceivedTwice':
      return row && { ...row, payment_status: paymentStatusAfter(row.payment_status, event), updated_at };
    case 'WaybillAssigned':
      return row && { ...row, waybill: event.data.awb, updated_at };
    case 'ShipmentLabelCreated':
    case 'ShipmentProgressed':
      return row && { ...row, fulfillment_status: fulfillmentStatusAfter(row.fulfillment_status, event), updated_at };
    default:
      return row;
  }
}

export const orderSummaries = () =>
  rowPerStream<OrderSummaryRow>({
    name: 'order-summaries',
    table: 'order_summaries',
    key: 'order_id',
    keyType: 'bigint',
    eventTypes: ORDER_EVENT_TYPES,
    evolve: evolveOrderSummary,
    unread: orderPlacedUnread('stock', 'campaignIds', 'language'),
  });
