import { courierStatusInWords, formatRupiah, type TimelineEntry, type TimelineKind } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import type { OrderEvent } from '../../../ordering/events.js';
import type { PaymentEvent } from '../../../payment/events.js';
import type { LatePaymentRefunded } from '../events.js';

/** An event as the timeline reads it from the log. */
export interface RecordedFact {
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  streamId: string;
  streamVersion: number;
  recordedAt: string;
}

type KnownEvent = OrderEvent | PaymentEvent | LatePaymentRefunded;
type Described = { kind: TimelineKind; summary: string; error?: string };

const rp = (amount: number) => formatRupiah(amount);
const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;
const tries = (n: number) => plural(n, 'try', 'tries');

/** Each event type in the shop's words: what happened, and what failed when something did. */
function describe(event: KnownEvent): Described {
  switch (event.type) {
    case 'OrderPlaced': {
      const { lines, totals, email } = event.data;
      const units = lines.reduce((sum, line) => sum + line.quantity, 0);
      return {
        kind: 'order',
        summary: `Order placed by ${email}: ${plural(units, 'item')}, total ${rp(totals.total)}`,
      };
    }
    case 'OrderCancelled': {
      const { reason, refundDue } = event.data;
      return { kind: 'order', summary: `Order cancelled: ${reason}${refundDue ? '; the payment is due back' : ''}` };
    }
    case 'PaymentSettled':
      return {
        kind: 'payment',
        summary: `Payment settled: ${rp(event.data.amount)} by ${event.data.paymentType} (${event.data.attemptId})`,
      };
    case 'PaymentFailed':
      return {
        kind: 'payment',
        summary: `Payment ${event.data.attemptId} ended unpaid: ${event.data.transactionStatus}`,
      };
    case 'PaymentExpired':
      return { kind: 'payment', summary: `Payment ${event.data.attemptId} expired unpaid` };
    case 'PaymentReceivedForCancelledOrder':
      return {
        kind: 'payment',
        summary: `Payment of ${rp(event.data.amount)} arrived after the order was cancelled: due back to the customer`,
        error: 'Paid after cancellation: refund due',
      };
    case 'PaymentReceivedTwice':
      return {
        kind: 'payment',
        summary: `Second payment of ${rp(event.data.amount)} (${event.data.attemptId}); ${event.data.paidBy} had paid already: due back`,
        error: 'Paid twice: refund due',
      };
    case 'PaymentAmountMismatched': {
      const { amount, expected } = event.data;
      const error = `Midtrans reported ${rp(amount)}, the order's total is ${rp(expected)}`;
      return { kind: 'payment', summary: 'Payment refused: the amount does not match the order', error };
    }
    case 'PaymentAttemptReserved': {
      const { attemptId, method, amount } = event.data;
      return { kind: 'payment', summary: `Payment ${attemptId} reserved: ${method}, ${rp(amount)}; asking Midtrans` };
    }
    case 'PaymentAttemptAbandoned': {
      const { attemptId, reason, providerStatus, error } = event.data;
      const why =
        reason === 'refused'
          ? 'Midtrans refused it'
          : `its answer was lost and Midtrans has ${providerStatus ? `it as ${providerStatus}` : 'no such transaction'}`;
      return {
        kind: 'payment',
        summary: `Payment ${attemptId} abandoned: ${why}; the next try opens a new one`,
        error,
      };
    }
    case 'PaymentAttemptStarted': {
      const { attemptId, method, amount } = event.data;
      return { kind: 'payment', summary: `Payment ${attemptId} started: ${method}, ${rp(amount)}` };
    }
    case 'PaymentStatusConfirmed': {
      const { attemptId, transactionStatus, paymentType } = event.data;
      return { kind: 'payment', summary: `Midtrans confirmed ${attemptId} as ${transactionStatus} (${paymentType})` };
    }
    case 'PaymentConfirmationFailed': {
      const { attemptId, attempts, error } = event.data;
      return { kind: 'payment', summary: `Checking ${attemptId} with Midtrans failed after ${tries(attempts)}`, error };
    }
    case 'PaymentAttemptClosed':
      return { kind: 'payment', summary: `Payment ${event.data.attemptId} closed at Midtrans (${event.data.result})` };
    case 'PaymentClosingFailed': {
      const { attemptId, attempts, error } = event.data;
      return { kind: 'payment', summary: `Closing ${attemptId} at Midtrans failed after ${tries(attempts)}`, error };
    }
    case 'WaybillAssigned': {
      const { awb, receiverArea, reused, orderCancelled } = event.data;
      const notes = [
        reused && 'J&T named the waybill it had given',
        orderCancelled && 'the order was cancelled meanwhile',
      ];
      const extra = notes.filter(Boolean).join('; ');
      return { kind: 'courier', summary: `J&T gave waybill ${awb} (${receiverArea})${extra ? `: ${extra}` : ''}` };
    }
    case 'WaybillRefused':
      return {
        kind: 'courier',
        summary: 'J&T refused the waybill',
        error: `${event.data.reason}: ${event.data.message}`,
      };
    case 'ShipmentCreationFailed':
      return {
        kind: 'courier',
        summary: `The waybill could not be made after ${tries(event.data.attempts)}`,
        error: event.data.error,
      };
    case 'WaybillRequested':
      return { kind: 'courier', summary: `The waybill was asked for again (try ${event.data.retry + 1})` };
    case 'ShipmentLabelCreated':
      return { kind: 'courier', summary: `Label created for waybill ${event.data.awb}: moved to collection` };
    case 'ShipmentProgressed':
      return { kind: 'courier', summary: `Courier: ${courierWords(event.data)} (${event.data.status})` };
    case 'CourierOrderCancelled':
      return { kind: 'courier', summary: `J&T cancelled waybill ${event.data.awb}: ${event.data.reason}` };
    case 'CourierCancellationRefused':
      return { kind: 'courier', summary: `J&T would not cancel waybill ${event.data.awb}`, error: event.data.reason };
    case 'ReceiptPrinted':
      return { kind: 'courier', summary: `Receipt printed for waybill ${event.data.awb}` };
    case 'JobFailed': {
      const { job, queue, attempts, error } = event.data;
      return { kind: 'job', summary: `Job ${job} on ${queue} gave up after ${tries(attempts)}`, error };
    }
    case 'LatePaymentRefunded': {
      const { amount, attemptId, refundedBy, note } = event.data;
      return {
        kind: 'refund',
        summary: `Refunded ${rp(amount)} of ${attemptId}, by ${refundedBy.email}${note ? `: ${note}` : ''}`,
      };
    }
    default:
      return unknownEvent(event);
  }
}

/** The refresh's new J&T entries in words (J&T's codes and place codes are for the payload below), oldest first. */
function courierWords(data: {
  courierStatus: string;
  entries?: ReadonlyArray<{ status: string; status_code?: number; city_name?: string }>;
}) {
  const entries = data.entries?.length ? data.entries : [{ status: data.courierStatus }];
  return entries.map((entry) => courierStatusInWords(entry, 'en')).join('; ');
}

/** A type this code does not know yet (a newer writer): shown by its name, never dropped. */
function unknownEvent(event: never): Described {
  return { kind: 'order', summary: (event as { type: string }).type };
}

/** Who caused it, as the event's metadata names them. */
export function actorOf(metadata: EventMetadata): string | null {
  const actor = metadata.actor;
  if (!actor) return null;
  return actor.email ? `${actor.kind} ${actor.email}` : actor.kind;
}

/** A recorded event as a line of the order's timeline. */
export function timelineEntry(fact: RecordedFact): TimelineEntry {
  const described = describe({ type: fact.type, data: fact.data } as unknown as KnownEvent);
  return {
    at: fact.recordedAt,
    kind: described.kind,
    type: fact.type,
    summary: described.summary,
    error: described.error ?? null,
    actor: actorOf(fact.metadata),
    source: fact.streamId,
    payload: fact.data,
  };
}
