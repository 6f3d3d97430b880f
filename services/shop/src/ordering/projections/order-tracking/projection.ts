import { type TrackingDetail, type TrackingHistoryEntry, type TrackingReceiver, wibInstant } from '@kilau/domain';
import type { FoldedEvent } from '@kilau/event-store';

import { type JsonRow, rowPerStream } from '../../../platform/event-log/row-per-stream.js';
import { type OrderEvent, orderPlacedUnread } from '../../events.js';
import { fulfillmentStatusAfter } from '../../fulfillment-status-view.js';
import { lineName } from '../../order-items-view.js';

/**
 * An order's tracking page (order-side seed §2 Order tracking, §3 Tracking response): the
 * timeline and status for anyone holding the order id or waybill, the receiver for the owner
 * and staff only.
 */
export interface OrderTrackingRow extends JsonRow {
  order_id: number;
  user_id: number;
  waybill: string | null;
  status: string;
  history: TrackingHistoryEntry[];
  detail: TrackingDetail;
  receiver: TrackingReceiver;
  updated_at: string;
}

export function evolveOrderTracking(
  row: OrderTrackingRow | undefined,
  recorded: FoldedEvent,
): OrderTrackingRow | undefined {
  const event = recorded as unknown as OrderEvent;
  const at = recorded.recordedAt.toISOString();
  switch (event.type) {
    case 'OrderPlaced': {
      const { data } = event;
      const items = data.lines.map((line) => ({
        name: lineName(line),
        quantity: line.quantity,
        note: line.message,
        // a chain with charms is one item, named by its chain, with its charms in slot order
        charms: line.product ? line.charms.map((charm) => charm.name) : [],
      }));
      return {
        order_id: data.orderId,
        user_id: data.userId,
        waybill: null,
        status: fulfillmentStatusAfter('none', event),
        history: [{ date_time: data.placedAt, status: 'Order placed, awaiting payment' }],
        detail: {
          order_date: data.placedAt,
          created_at: data.placedAt,
          payment_date: null,
          shipped_date: null,
          updated_at: at,
          itemname: items[0]?.name ?? '',
          qty: items.reduce((sum, item) => sum + item.quantity, 0),
          note: items.find((item) => item.note)?.note ?? '',
          items,
          total_price: data.totals.total,
          actual_amount: null,
        },
        receiver: {
          name: `${data.shipping.firstName} ${data.shipping.lastName}`.trim(),
          phone: data.shipping.phone,
          addr: [data.shipping.address, data.shipping.district, data.shipping.province].filter(Boolean).join(', '),
          city: data.shipping.city,
          zipcode: data.shipping.postalCode,
        },
        updated_at: at,
        last_version: recorded.streamVersion,
      };
    }
    case 'OrderCancelled':
      if (!row) return undefined;
      return {
        ...row,
        status: fulfillmentStatusAfter(row.status, event),
        history: [
          ...row.history,
          { date_time: event.data.cancelledAt, status: `Order cancelled: ${event.data.reason}` },
        ],
        detail: { ...row.detail, updated_at: at },
        updated_at: at,
      };
    case 'PaymentSettled':
      if (!row) return undefined;
      return {
        ...row,
        status: fulfillmentStatusAfter(row.status, event),
        history: [...row.history, { date_time: event.data.at, status: 'Payment received, awaiting shipment' }],
        detail: { ...row.detail, payment_date: event.data.at, actual_amount: event.data.amount, updated_at: at },
        updated_at: at,
      };
    default:
      return row && evolveShipment(row, event, at);
  }
}

/** The parcel's part of the page: its waybill, the label, and the courier's own entries as J&T wrote them. */
function evolveShipment(row: OrderTrackingRow, event: OrderEvent, at: string): OrderTrackingRow {
  const touched = (changes: Partial<OrderTrackingRow>, entries: OrderTrackingRow['history'] = []) => ({
    ...row,
    ...changes,
    history: [...row.history, ...entries],
    detail: { ...row.detail, ...changes.detail, updated_at: at },
    updated_at: at,
  });
  switch (event.type) {
    case 'WaybillAssigned':
      return touched({ waybill: event.data.awb });
    case 'ShipmentLabelCreated':
      return touched({ status: fulfillmentStatusAfter(row.status, event) }, [
        { date_time: event.data.at, status: 'Label created, waiting for the courier' },
      ]);
    case 'ShipmentProgressed': {
      // entries recorded before the J&T client converted them hold J&T's zone-less WIB text: read as WIB
      // the code and city stay beside J&T's words, so pages and mails can say them in the shopper's words
      const entries = event.data.entries.map((entry) => ({
        date_time: wibInstant(entry.date_time),
        status: entry.status,
        status_code: entry.status_code,
        ...(entry.city_name ? { city_name: entry.city_name } : {}),
      }));
      const delivered = event.data.entries.find((entry) => entry.status_code === 100);
      const shipped_date = row.detail.shipped_date ?? (delivered ? wibInstant(delivered.date_time) : null);
      return touched(
        { status: fulfillmentStatusAfter(row.status, event), detail: { ...row.detail, shipped_date } },
        entries,
      );
    }
    case 'CourierOrderCancelled':
      return touched({}, [{ date_time: event.data.at, status: `Waybill ${event.data.awb} cancelled` }]);
    default:
      return row;
  }
}

export const orderTracking = () =>
  rowPerStream<OrderTrackingRow>({
    name: 'order-tracking',
    table: 'order_tracking',
    key: 'order_id',
    keyType: 'bigint',
    eventTypes: [
      'OrderPlaced',
      'OrderCancelled',
      'PaymentSettled',
      'WaybillAssigned',
      'ShipmentLabelCreated',
      'ShipmentProgressed',
      'CourierOrderCancelled',
    ],
    evolve: evolveOrderTracking,
    unread: orderPlacedUnread('stock', 'campaignIds', 'paymentDeadline', 'language'),
  });
