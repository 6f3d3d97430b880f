import { foldForSearch, type OrderManagementItem } from '@kilau/domain';
import type { FoldedEvent } from '@kilau/event-store';

import { ORDER_EVENT_TYPES, type OrderEvent, orderPlacedUnread } from '../../../ordering/events.js';
import { fulfillmentStatusAfter } from '../../../ordering/fulfillment-status-view.js';
import { paymentStatusAfter } from '../../../ordering/payment-status-view.js';
import { type JsonRow, rowPerStream } from '../../../platform/event-log/row-per-stream.js';

/** A row of the staff's orders table (order-side seed §3 Admin order row), kept from the order streams. */
export interface AdminOrderRow extends JsonRow {
  order_id: number;
  user_id: number;
  user_email: string;
  created_at: string;
  updated_at: string;
  product_summary: OrderManagementItem[];
  billcode: string | null;
  jnt_status: string | null;
  billcode_status: string | null;
  fulfillment_status: string;
  paid: boolean;
  payment_status: string;
  total_price: number;
  /** Order id, customer e-mail, product and gift set names: what the table's search box looks in. */
  search_text: string;
  /** The search text folded (foldForSearch), as its trigram index keeps it and a search compares it. */
  search_folded: string;
}

export function evolveAdminOrder(row: AdminOrderRow | undefined, recorded: FoldedEvent): AdminOrderRow | undefined {
  const event = recorded as unknown as OrderEvent;
  const updated_at = recorded.recordedAt.toISOString();
  switch (event.type) {
    case 'OrderPlaced': {
      const { data } = event;
      const product_summary = data.lines.map((line) => ({
        product_name: line.product?.name ?? null,
        gift_set_name: line.giftSet?.name ?? null,
        charm_names: line.charms.map((charm) => charm.name),
        message: line.message,
        quantity: line.quantity,
        type: line.sourceType,
        image: line.product?.image ?? line.giftSet?.image ?? line.charms[0]?.image ?? '',
      }));
      const names = product_summary.flatMap((item) => [item.product_name ?? '', item.gift_set_name ?? '']);
      const search_text = [String(data.orderId), data.email, ...names].filter(Boolean).join(' ');
      return {
        order_id: data.orderId,
        user_id: data.userId,
        user_email: data.email,
        created_at: data.placedAt,
        updated_at,
        product_summary,
        billcode: null,
        jnt_status: null,
        billcode_status: null,
        fulfillment_status: fulfillmentStatusAfter('none', event),
        paid: false,
        payment_status: paymentStatusAfter('unpaid', event),
        total_price: data.totals.total,
        search_text,
        search_folded: foldForSearch(search_text),
        last_version: recorded.streamVersion,
      };
    }
    case 'OrderCancelled':
      if (!row) return undefined;
      return {
        ...row,
        fulfillment_status: fulfillmentStatusAfter(row.fulfillment_status, event),
        payment_status: paymentStatusAfter(row.payment_status, event),
        updated_at,
      };
    case 'PaymentSettled':
      if (!row) return undefined;
      return {
        ...row,
        fulfillment_status: fulfillmentStatusAfter(row.fulfillment_status, event),
        paid: true,
        payment_status: paymentStatusAfter(row.payment_status, event),
        updated_at,
      };
    case 'PaymentFailed':
    case 'PaymentExpired':
    case 'PaymentAmountMismatched':
    case 'PaymentReceivedForCancelledOrder':
    case 'PaymentReceivedTwice':
      return row && { ...row, payment_status: paymentStatusAfter(row.payment_status, event), updated_at };
    case 'WaybillAssigned':
      return row && { ...row, billcode: event.data.awb, billcode_status: 'active', jnt_status: 'Manifes', updated_at };
    case 'WaybillRefused':
      return row && { ...row, jnt_status: event.data.message, updated_at };
    case 'ShipmentCreationFailed':
      return row && { ...row, jnt_status: `Waybill failed: ${event.data.error}`, updated_at };
    case 'ShipmentLabelCreated':
      return row && { ...row, fulfillment_status: fulfillmentStatusAfter(row.fulfillment_status, event), updated_at };
    case 'ShipmentProgressed':
      return (
        row && {
          ...row,
          fulfillment_status: fulfillmentStatusAfter(row.fulfillment_status, event),
          jnt_status: event.data.courierStatus,
          updated_at,
        }
      );
    case 'CourierOrderCancelled':
      return row && { ...row, billcode_status: 'canceled', jnt_status: 'cancelled', updated_at };
    case 'CourierCancellationRefused':
      return row && { ...row, jnt_status: event.data.reason, updated_at };
    default:
      return row;
  }
}

export const adminOrders = () =>
  rowPerStream<AdminOrderRow>({
    name: 'admin-orders',
    table: 'admin_orders',
    key: 'order_id',
    keyType: 'bigint',
    eventTypes: ORDER_EVENT_TYPES,
    evolve: evolveAdminOrder,
    unread: orderPlacedUnread('shipping', 'stock', 'campaignIds', 'paymentDeadline', 'language'),
  });
