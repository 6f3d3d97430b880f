import type { CancellationOutcome, CourierEntry, PaymentOutcome } from '@kilau/domain';

import type { PaymentFact } from '../events.js';
import type { OrderToPlace } from './price-order.js';

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
  /** A checkout: its lines priced here from the catalogue's facts of the moment (a stock taken since is the write's guard). */
  | { type: 'PlaceOrder'; order: OrderToPlace }
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
  | { type: 'RecordCourierCancellation'; outcome: CancellationOutcome; reason: string }
  /** The waybill's job gave up on its last try; `message` is what the storefront is told after it. */
  | { type: 'RecordShipmentCreationFailure'; error: string; message: string; attempts: number }
  /** Staff printed J&T's receipt of the waybill `awb` (its link is short-lived, so only the printing is kept). */
  | { type: 'RecordReceiptPrinted'; awb: string }
  /** Another job about the order (a mail, a status check) gave up for good. */
  | { type: 'RecordJobFailure'; queue: string; job: string; jobId: string; attempts: number; error: string };
