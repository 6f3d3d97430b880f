import { CheckoutMessages } from '@kilau/domain';

import { Refused } from '../../platform/shared/refused.js';
import type { OrderEvent } from '../events.js';
import type { OrderCommand } from './commands.js';
import type { PlacedOrderState } from './state.js';

/** A paid order still with the shop that has no live waybill yet: the courier should be asked for one. */
export function needsWaybill(order: PlacedOrderState): boolean {
  return order.paid && order.status !== 'cancelled' && (order.waybill === null || order.waybillCancelled);
}

/** An order the courier is not to be asked for, refused in the seed's words (not paid yet, or cancelled). */
export function refuseWaybill(order: PlacedOrderState): void {
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

export function waybillStanding(order: PlacedOrderState, reused = false): WaybillStanding {
  if (liveWaybill(order)) return { kind: 'assigned', awb: order.waybill!, reused };
  refuseWaybill(order);
  if (order.lastRefusal) return { kind: 'refused', ...order.lastRefusal };
  if (!order.waybillJob.open && order.waybillJob.failure) return { kind: 'failed', message: order.waybillJob.failure };
  return { kind: 'pending' };
}

/** The order has a waybill the courier has not cancelled. */
export function liveWaybill(order: PlacedOrderState): boolean {
  return order.waybill !== null && !order.waybillCancelled;
}

/**
 * Someone waits for the waybill of an order whose job gave up: it is asked for again, once (a
 * second caller finds the new job running). The worker makes it; the caller only records the wish.
 */
export function requestWaybill(order: PlacedOrderState, now: Date): OrderEvent[] {
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
export function redriveWaybill(order: PlacedOrderState, maxRequests: number, now: Date): OrderEvent[] {
  if (!needsWaybill(order) || order.waybillJob.requests >= maxRequests) return [];
  return requestWaybill(order, now);
}

/** The courier's waybill, recorded; a waybill already recorded wins, so a second caller that raced the first records nothing. */
export function assignWaybill(
  command: Extract<OrderCommand, { type: 'AssignWaybill' }>,
  order: PlacedOrderState,
  now: Date,
): OrderEvent[] {
  if (liveWaybill(order)) return [];
  const { awb, reused, etd, codes } = command;
  const data = { orderId: order.orderId, awb, ...codes, etd, reused, orderCancelled: order.status === 'cancelled' };
  return [{ type: 'WaybillAssigned', data: { ...data, at: now.toISOString() } }];
}

/**
 * A refusal in the seed's words, recorded once: when the order's latest fact is already the same
 * refusal, asking again (the storefront, a script calling /api/jnt/order in a loop) records nothing.
 * A waybill recorded meanwhile wins over a refusal.
 */
export function recordRefusal(
  command: Extract<OrderCommand, { type: 'RefuseWaybill' }>,
  order: PlacedOrderState,
  now: Date,
): OrderEvent[] {
  if (liveWaybill(order) || order.lastRefusal?.reason === command.reason) return [];
  const data = { orderId: order.orderId, reason: command.reason, message: command.message, at: now.toISOString() };
  return [{ type: 'WaybillRefused', data }];
}

/**
 * The waybill's job gave up on its last try (J&T unreachable, answering 5xx or nonsense): recorded
 * each time, so staff see every give-up on the timeline; a waiting caller may ask for it again.
 */
export function recordShipmentCreationFailure(
  command: Extract<OrderCommand, { type: 'RecordShipmentCreationFailure' }>,
  order: PlacedOrderState,
  now: Date,
): OrderEvent[] {
  const { error, message, attempts } = command;
  return [
    {
      type: 'ShipmentCreationFailed',
      data: { orderId: order.orderId, error, message, attempts, at: now.toISOString() },
    },
  ];
}
