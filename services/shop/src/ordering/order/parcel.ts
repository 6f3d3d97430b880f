import {
  AdminMessages,
  type CancellationOutcome,
  canTransition,
  type CourierEntry,
  IllegalOrderTransition,
  ORDER_ACTION_STATUSES,
  statusAfterHistory,
} from '@kilau/domain';

import { Refused } from '../../platform/shared/refused.js';
import type { OrderEvent } from '../events.js';
import type { OrderState, PlacedOrderState } from './state.js';

/**
 * Why an order cannot be part of a label batch (order-side seed §5: a cancelled or invalid waybill,
 * a cancelled order), or undefined when it can. An order without a waybill passes: one is made.
 * An order already labelled passes too: its label is printed again and nothing moves.
 */
export function labelProblem(state: OrderState): string | undefined {
  if (state.status === 'none') return 'Order not found';
  if (state.status === 'cancelled') return AdminMessages.alreadyCanceled(state.orderId);
  if (state.waybillCancelled) return `The waybill ${state.waybill} is cancelled`;
  if (state.status === 'awaiting_shipment') return undefined;
  if (ORDER_ACTION_STATUSES.print_receipt.includes(state.status)) {
    return state.waybill ? undefined : 'The order has no waybill';
  }
  return new IllegalOrderTransition(state.status, 'collection').message;
}

/** The label moves an awaiting_shipment order with a live waybill to collection; a labelled one stays. */
export function label(order: PlacedOrderState, now: Date): OrderEvent[] {
  const problem = labelProblem(order);
  if (problem) throw new Refused('conflict', 'cannot_label', problem);
  if (order.status !== 'awaiting_shipment') return [];
  if (!order.waybill) throw new Refused('conflict', 'no_waybill', 'The order has no waybill');
  return [
    { type: 'ShipmentLabelCreated', data: { orderId: order.orderId, awb: order.waybill, at: now.toISOString() } },
  ];
}

/**
 * A refresh of the courier's history: nothing unless it grew past what is recorded; then the new
 * entries and the status the whole history leaves (never backwards: statusAfterHistory).
 */
export function track(order: PlacedOrderState, history: readonly CourierEntry[], now: Date): OrderEvent[] {
  if (!order.waybill || order.waybillCancelled || history.length <= order.courierEntries) return [];
  const moved = statusAfterHistory(order.status, history);
  const status = moved && canTransition(order.status, moved) ? moved : order.status;
  const entries = history.slice(order.courierEntries);
  const latest = history[history.length - 1]!;
  const data = {
    orderId: order.orderId,
    awb: order.waybill,
    status,
    courierStatus: latest.status,
    entries: [...entries],
  };
  return [{ type: 'ShipmentProgressed', data: { ...data, at: now.toISOString() } }];
}

/** J&T's answer to cancelling the waybill, recorded: cancelled (now or before), or refused with its reason. */
export function recordCourierCancellation(
  order: PlacedOrderState,
  outcome: CancellationOutcome,
  reason: string,
  now: Date,
): OrderEvent[] {
  if (!order.waybill || order.waybillCancelled) return [];
  const base = { orderId: order.orderId, awb: order.waybill, at: now.toISOString() };
  if (outcome.kind === 'cancelled' || outcome.kind === 'already_cancelled') {
    return [{ type: 'CourierOrderCancelled', data: { ...base, reason } }];
  }
  return [{ type: 'CourierCancellationRefused', data: { ...base, reason: outcome.detail } }];
}

/** Staff printed J&T's receipt of a waybill: noted on the order, each time, for its timeline. */
export function recordReceipt(order: PlacedOrderState, awb: string, now: Date): OrderEvent[] {
  return [{ type: 'ReceiptPrinted', data: { orderId: order.orderId, awb, at: now.toISOString() } }];
}
