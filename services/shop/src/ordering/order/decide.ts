import type { OrderEvent } from '../events.js';
import { assertNever } from './assert-never.js';
import type { OrderCommand } from './commands.js';
import { recordJobFailure } from './job-failure.js';
import { cancel, cancelUnpaid, place } from './lifecycle.js';
import { label, recordCourierCancellation, recordReceipt, track } from './parcel.js';
import { recordPaymentOutcome } from './payment-outcome.js';
import { type OrderState, placedOrder } from './state.js';
import {
  assignWaybill,
  recordRefusal,
  recordShipmentCreationFailure,
  redriveWaybill,
  requestWaybill,
} from './waybill.js';

/**
 * The order's one decision: a command in the shop's words, the order as folded from its stream,
 * and the time; out come the facts to append, or a refusal. Pure: handlers do the I/O around it.
 */
export function decide(command: OrderCommand, state: OrderState, now: Date): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      return place(command, state);
    case 'CancelOrder':
      return cancel(command.reason, state, now);
    case 'CancelUnpaidOrder':
      return cancelUnpaid(state, now);
    case 'RecordPaymentOutcome':
      return recordPaymentOutcome(command, placedOrder(state));
    case 'RequestWaybill':
      return requestWaybill(placedOrder(state), now);
    case 'RedriveWaybill':
      return redriveWaybill(placedOrder(state), command.maxRequests, now);
    case 'AssignWaybill':
      return assignWaybill(command, placedOrder(state), now);
    case 'RefuseWaybill':
      return recordRefusal(command, placedOrder(state), now);
    case 'CreateLabel':
      return label(placedOrder(state), now);
    case 'RecordTracking':
      return track(placedOrder(state), command.history, now);
    case 'RecordCourierCancellation':
      return recordCourierCancellation(placedOrder(state), command.outcome, command.reason, now);
    case 'RecordShipmentCreationFailure':
      return recordShipmentCreationFailure(command, placedOrder(state), now);
    case 'RecordReceiptPrinted':
      return recordReceipt(placedOrder(state), command.awb, now);
    case 'RecordJobFailure':
      return recordJobFailure(command, state, now);
    default:
      return assertNever(command);
  }
}
