import { CheckoutMessages } from '@kilau/domain';

import type { OrderEvent } from '../events.js';
import { assertNever } from './assert-never.js';
import type { OrderState } from './state.js';

/** The order after one more fact: how each fact of the stream moves what the next decision sees. */
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
