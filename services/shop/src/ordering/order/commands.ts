import type { CancellationOutcome, CourierEntry, PaymentOutcome } from '@kilau/domain';

import type { OrderPlaced, PaymentFact } from '../events.js';

/** The courier codes of the order's district the waybill is made for. */
export interface WaybillCodes {
  destinationCode: string;
  receiverArea: string;
}

/**
 * Everything the order stream is asked to do, in the shop's words. Provider answers arrive here
 * translated by payment and shipping (a Midtrans status, a J&T booking or cancellation), so the
 * order decides on them in one place.
 */
export type OrderCommand =
  | { type: 'PlaceOrder'; order: OrderPlaced['data'] }
  | { type: 'CancelOrder'; reason: string }
  /** The payment deadline's rule: a pending order past it is cancelled as the shopper walking away. */
  | { type: 'CancelUnpaidOrder' }
  /** What a status the provider confirmed for one of the order's attempts came to, with what that attempt charged. */
  | {
      type: 'RecordPaymentOutcome';
      outcome: PaymentOutcome;
      payment: PaymentFact;
      expected: number;
      transactionStatus: string;
    }
  /** Someone waits for the waybill of an order whose job gave up: ask for it again. */
  | { type: 'RequestWaybill' }
  /** The worker's timer re-asks for a given-up waybill, at most `maxRequests` times an order. */
  | { type: 'RedriveWaybill'; maxRequests: number }
  /** The courier gave a waybill (`reused`: the one it gave before for this order id). */
  | { type: 'AssignWaybill'; awb: string; reused: boolean; etd: string | null; codes: WaybillCodes }
  /** The courier, or the shop for want of courier codes, refused the waybill; `message` is the seed's words. */
  | { type: 'RefuseWaybill'; reason: string; message: string }
  | { type: 'CreateLabel' }
  /** The courier's whole tracking history as read now. */
  | { type: 'RecordTracking'; history: readonly CourierEntry[] }
  | { type: 'RecordCourierCancellation'; outcome: CancellationOutcome; reason: string };
