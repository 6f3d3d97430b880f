import {
  AdminMessages,
  type CancellationOutcome,
  canTransition,
  CheckoutMessages,
  type CourierEntry,
  courierRefusal,
  IllegalOrderTransition,
  ORDER_ACTION_STATUSES,
  statusAfterHistory,
} from '@kilau/domain';

import type { OrderState } from '../ordering/decider.js';
import { Refused } from '../platform/shared/refused.js';
import type { Booking } from './courier/courier.js';
import type { ShipmentEvent } from './events.js';

type Order = Exclude<OrderState, { status: 'none' }>;

/**
 * The parcel's decisions, pure: the order as folded from its stream, what J&T answered, and the
 * time; out come the facts to append (or a refusal). Handlers do the I/O around them.
 */

export function placedOrder(state: OrderState): Order {
  if (state.status === 'none') throw new Refused('not_found', 'order_not_found', 'Order not found');
  return state;
}

/** A paid order still with the shop that has no live waybill yet: the courier should be asked for one. */
export function needsWaybill(order: Order): boolean {
  return order.paid && order.status !== 'cancelled' && (order.waybill === null || order.waybillCancelled);
}

/** An order the courier is not to be asked for, refused in the seed's words (not paid yet, or cancelled). */
export function refuseWaybill(order: Order): void {
  if (needsWaybill(order)) return;
  throw new Refused(
    'conflict',
    order.paid ? 'order_cancelled' : 'order_not_paid',
    CheckoutMessages.courierFailed(order.paid ? 'pesanan sudah dibatalkan' : 'pesanan belum dibayar'),
  );
}

/**
 * Where the order's waybill stands for someone waiting on it: given (`reused` when the courier named
 * the waybill of a repeated order id), refused by the courier, being made by the worker, or its
 * job gave up (with the seed's words for why). An order that does not want one is refused.
 */
export type WaybillStanding =
  | { kind: 'assigned'; awb: string; reused: boolean }
  | { kind: 'refused'; reason: string; message: string }
  | { kind: 'pending' }
  | { kind: 'failed'; message: string };

export function waybillStanding(order: Order, reused = false): WaybillStanding {
  if (order.waybill && !order.waybillCancelled) return { kind: 'assigned', awb: order.waybill, reused };
  refuseWaybill(order);
  if (order.lastRefusal) return { kind: 'refused', ...order.lastRefusal };
  if (!order.waybillJob.open && order.waybillJob.failure) return { kind: 'failed', message: order.waybillJob.failure };
  return { kind: 'pending' };
}

/**
 * Someone waits for the waybill of an order whose job gave up: it is asked for again, once (a
 * second caller finds the new job running). The worker makes it; the caller only records the wish.
 */
export function decideWaybillRequest(order: Order, now: Date): ShipmentEvent[] {
  if (waybillStanding(order).kind !== 'failed') return [];
  const data = { orderId: order.orderId, retry: order.waybillJob.requests + 1, at: now.toISOString() };
  return [{ type: 'WaybillRequested', data }];
}

/**
 * The worker's timer found the order's waybill job given up: it asks again, like a waiting caller
 * would, while the order has been asked for fewer than `maxRequests` times (staff's and shoppers'
 * asks count too), so a courier that keeps failing is not asked for ever. Nothing for an order that
 * no longer wants a waybill (paid back, cancelled) or whose job runs.
 */
export function decideWaybillRedrive(order: Order, maxRequests: number, now: Date): ShipmentEvent[] {
  if (!needsWaybill(order) || order.waybillJob.requests >= maxRequests) return [];
  return decideWaybillRequest(order, now);
}

/** Where the waybill goes: the codes the order's district has with the courier. */
export interface WaybillCodes {
  destinationCode: string;
  receiverArea: string;
}

export type WaybillDecision = { events: ShipmentEvent[]; awb: string | null; message: string | null };

/**
 * What the courier's answer to booking the parcel means: a waybill (new, or the one it gave before
 * for this order id), or a refusal in the seed's words. A waybill already recorded wins: a second
 * caller that raced the first records nothing.
 */
export function decideWaybill(order: Order, answer: Booking, codes: WaybillCodes, now: Date): WaybillDecision {
  if (order.waybill !== null && !order.waybillCancelled) return { events: [], awb: order.waybill, message: null };
  const at = now.toISOString();
  const assigned = (awb: string, reused: boolean): WaybillDecision => ({
    awb,
    message: null,
    events: [
      {
        type: 'WaybillAssigned',
        data: {
          orderId: order.orderId,
          awb,
          ...codes,
          etd: answer.booked ? answer.etd : null,
          reused,
          orderCancelled: order.status === 'cancelled',
          at,
        },
      },
    ],
  });
  if (answer.booked) return assigned(answer.waybill, false);
  const reason = answer.reason;
  const refusal = courierRefusal(reason, answer.existingWaybill);
  if ('reuse' in refusal) return assigned(refusal.reuse, true);
  return refused(order, reason, refusal.message, now);
}

/**
 * An order whose area code has no courier codes (order-side seed §5: both codes must be present),
 * e.g. a district whose record was removed since the order was placed; J&T is not asked.
 */
export function decideUnknownArea(order: Order, now: Date): WaybillDecision {
  const areaCode = order.shipping.areaCode;
  return refused(
    order,
    `No courier codes for area ${areaCode || '(none)'}`,
    CheckoutMessages.destinationCodesMissing,
    now,
  );
}

/**
 * A refusal in the seed's words, recorded once: when the order's latest fact is already the same
 * refusal, asking again (the storefront, a script calling /api/jnt/order in a loop) records nothing.
 */
function refused(order: Order, reason: string, message: string, now: Date): WaybillDecision {
  const data = { orderId: order.orderId, reason, message, at: now.toISOString() };
  const events: ShipmentEvent[] = order.lastRefusal?.reason === reason ? [] : [{ type: 'WaybillRefused', data }];
  return { awb: null, message, events };
}

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
export function decideLabel(order: Order, now: Date): ShipmentEvent[] {
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
export function decideTracking(order: Order, history: readonly CourierEntry[], now: Date): ShipmentEvent[] {
  if (!order.waybill || order.waybillCancelled || history.length <= order.courierEntries) return [];
  const moved = statusAfterHistory(order.status, history);
  const status = moved && canTransition(order.status, moved) ? moved : order.status;
  const entries = history.slice(order.courierEntries);
  const latest = history[history.length - 1]!;
  return [
    {
      type: 'ShipmentProgressed',
      data: {
        orderId: order.orderId,
        awb: order.waybill,
        status,
        courierStatus: latest.status,
        entries: [...entries],
        at: now.toISOString(),
      },
    },
  ];
}

/** J&T's answer to cancelling the waybill, recorded: cancelled (now or before), or refused with its reason. */
export function decideCourierCancellation(
  order: Order,
  outcome: CancellationOutcome,
  reason: string,
  now: Date,
): ShipmentEvent[] {
  if (!order.waybill || order.waybillCancelled) return [];
  const base = { orderId: order.orderId, awb: order.waybill, at: now.toISOString() };
  if (outcome.kind === 'cancelled' || outcome.kind === 'already_cancelled') {
    return [{ type: 'CourierOrderCancelled', data: { ...base, reason } }];
  }
  return [{ type: 'CourierCancellationRefused', data: { ...base, reason: outcome.detail } }];
}
