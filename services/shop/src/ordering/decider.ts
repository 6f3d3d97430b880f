import {
  AdminMessages,
  canTransition,
  CheckoutMessages,
  IllegalOrderTransition,
  type OrderStatus,
} from '@kilau/domain';

import { Refused } from '../platform/shared/refused.js';
import type { OrderEvent, OrderPlaced } from './events.js';

type Placed = OrderPlaced['data'];

/** An order folded from its stream: nothing yet, or placed with its status as the machine moved it. */
export type OrderState =
  | { status: 'none' }
  | (Placed & {
      status: OrderStatus;
      paid: boolean;
      paidAt: string | null;
      /** The attempt whose money the order took. */
      paidBy: string | null;
      cancelReason: string | null;
      /** Attempts whose money is due back. */
      refundsDue: string[];
      /** J&T's waybill for the parcel, once it gave one. */
      waybill: string | null;
      /** The courier codes the waybill was made for. */
      courierArea: { destinationCode: string; receiverArea: string } | null;
      /** J&T cancelled the waybill. */
      waybillCancelled: boolean;
      /** How many of the courier's tracking entries are recorded: a refresh appends only what is newer. */
      courierEntries: number;
      /**
       * The courier's refusal when the order's latest fact is one, else null: the same refusal
       * again records nothing, so asking in a loop cannot grow the stream.
       */
      lastRefusal: { reason: string; message: string } | null;
      /** The waybill's job: whether one is running, how often it was asked again, and why the last one gave up. */
      waybillJob: WaybillJob;
    });

export interface WaybillJob {
  open: boolean;
  requests: number;
  /** The seed's words for the last job's failure, until a waybill or a refusal came. */
  failure: string | null;
}

export const noOrder: OrderState = { status: 'none' };

export type OrderCommand = { type: 'PlaceOrder'; order: Placed } | { type: 'CancelOrder'; reason: string; now: Date };

export function evolve(state: OrderState, event: OrderEvent): OrderState {
  const next = evolveStatus(state, event);
  if (next.status === 'none') return next;
  const { reason, message } = event.type === 'WaybillRefused' ? event.data : { reason: null, message: null };
  return { ...next, lastRefusal: reason === null ? null : { reason, message } };
}

function evolveStatus(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced':
      return {
        ...event.data,
        status: 'pending',
        paid: false,
        paidAt: null,
        paidBy: null,
        cancelReason: null,
        refundsDue: [],
        waybill: null,
        courierArea: null,
        waybillCancelled: false,
        courierEntries: 0,
        lastRefusal: null,
        waybillJob: { open: false, requests: 0, failure: null },
      };
    case 'OrderCancelled':
      return state.status === 'none' ? state : { ...state, status: 'cancelled', cancelReason: event.data.reason };
    case 'PaymentSettled':
      if (state.status === 'none') return state;
      return {
        ...state,
        status: 'awaiting_shipment',
        paid: true,
        paidAt: event.data.at,
        paidBy: event.data.attemptId,
        waybillJob: { ...state.waybillJob, open: true },
      };
    case 'PaymentReceivedForCancelledOrder':
    case 'PaymentReceivedTwice':
      return state.status === 'none' ? state : { ...state, refundsDue: [...state.refundsDue, event.data.attemptId] };
    case 'PaymentFailed':
    case 'PaymentExpired':
    case 'PaymentAmountMismatched':
      return state;
    case 'WaybillAssigned':
      if (state.status === 'none') return state;
      return {
        ...state,
        waybill: event.data.awb,
        courierArea: { destinationCode: event.data.destinationCode, receiverArea: event.data.receiverArea },
        waybillCancelled: false,
        waybillJob: { ...state.waybillJob, open: false, failure: null },
      };
    case 'ShipmentLabelCreated':
      return state.status === 'none' ? state : { ...state, status: 'collection' };
    case 'ShipmentProgressed':
      if (state.status === 'none') return state;
      return { ...state, status: event.data.status, courierEntries: state.courierEntries + event.data.entries.length };
    case 'CourierOrderCancelled':
      return state.status === 'none' ? state : { ...state, waybillCancelled: true };
    case 'WaybillRefused':
      return state.status === 'none'
        ? state
        : { ...state, waybillJob: { ...state.waybillJob, open: false, failure: null } };
    case 'ShipmentCreationFailed': {
      if (state.status === 'none') return state;
      const failure = event.data.message ?? CheckoutMessages.courierFailed(event.data.error);
      return { ...state, waybillJob: { ...state.waybillJob, open: false, failure } };
    }
    case 'WaybillRequested':
      if (state.status === 'none') return state;
      return { ...state, waybillJob: { ...state.waybillJob, open: true, requests: state.waybillJob.requests + 1 } };
    case 'CourierCancellationRefused':
    case 'ReceiptPrinted':
    case 'JobFailed':
      return state;
    default:
      return assertNever(event);
  }
}

export function decide(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      if (state.status !== 'none')
        throw new Refused('conflict', 'order_exists', `Order #${command.order.orderId} exists already`);
      return [{ type: 'OrderPlaced', data: command.order }];
    case 'CancelOrder':
      return cancel(command, state);
    default:
      return assertNever(command);
  }
}

/** Cancelling gives back every unit the order took; a paid order's money becomes due back. */
function cancel(command: Extract<OrderCommand, { type: 'CancelOrder' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new Refused('not_found', 'order_not_found', 'Order not found');
  if (state.status === 'cancelled') {
    throw new Refused('conflict', 'already_cancelled', AdminMessages.alreadyCanceled(state.orderId));
  }
  if (!canTransition(state.status, 'cancelled')) {
    throw new Refused('conflict', 'illegal_transition', new IllegalOrderTransition(state.status, 'cancelled').message);
  }
  return [
    {
      type: 'OrderCancelled',
      data: {
        orderId: state.orderId,
        reason: command.reason,
        stockReturned: state.stock,
        refundDue: state.paid,
        cancelledAt: command.now.toISOString(),
      },
    },
  ];
}

function assertNever(value: never): never {
  throw new Error(`unhandled: ${JSON.stringify(value)}`);
}
