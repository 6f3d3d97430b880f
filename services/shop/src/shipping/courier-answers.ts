import { AdminMessages, CheckoutMessages } from '@kilau/domain';

import type { WaybillStanding } from '../ordering/order/waybill.js';
import { type RefusalKind, Refused } from '../platform/shared/refused.js';
import type { CancellationResult } from './commands/cancel-with-courier/command.js';
import type { ReceiptOutcome } from './commands/print-receipt/command.js';
import { CourierError } from './courier/courier.js';
import { courierFailureMessage } from './courier/courier-failure.js';

/**
 * The shipping calls' answers in the shapes the seed's storefront and console read (order-side seed
 * §3, §7, §8): J&T's own shapes (`success`/`detail`, `responseitems`), with the shop's `message`
 * beside them, and failures as the shop's errors with the seed's words.
 */

/**
 * The waybill's standing in the seed's courier-order shape: 200 with the waybill; 422 with the
 * courier's refusal; 502 when its job gave up (the seed's words for why); and 202 while the worker
 * is still making it (status 'Proses', our words: the tracking page shows it once it is made).
 */
export function waybillAnswer(orderId: number, standing: WaybillStanding) {
  const orderid = String(orderId);
  switch (standing.kind) {
    case 'assigned': {
      const detail = { orderid, status: 'Sukses', awb_no: standing.awb, reason: '' };
      return {
        success: true,
        desc: 'Request berhasil',
        detail: [standing.reused ? { ...detail, existing_awbno: standing.awb } : detail],
      };
    }
    case 'pending': {
      const message = CheckoutMessages.courierPending;
      return {
        success: false,
        desc: message,
        message,
        detail: [{ orderid, status: 'Proses', awb_no: '', reason: message }],
      };
    }
    case 'refused':
      throw new Refused('provider_refused', 'courier_refused', standing.message, {
        body: { success: false, detail: [{ orderid, status: 'Gagal', reason: standing.reason }] },
      });
    case 'failed':
      throw new Refused('provider_failed', 'courier_failed', standing.message, {
        body: { success: false, detail: [{ orderid, status: 'Gagal', reason: standing.message }] },
      });
  }
}

/** A courier call that failed before J&T said yes or no, for the storefront (Indonesian, naming where to get help). */
export function courierCallFailed(error: unknown, supportEmail: string): unknown {
  if (!(error instanceof CourierError)) return error;
  const kind = error.kind === 'transient' ? 'provider_failed' : 'provider_refused';
  return new Refused(kind, 'courier_failed', courierFailureMessage(error, supportEmail), { detail: error.message });
}

export function receiptAnswer(outcome: ReceiptOutcome) {
  if (outcome.printed) return { responseitems: [{ success: 'true', rotaprinturl: outcome.url, reason: '' }] };
  throw new Refused('provider_refused', 'receipt_refused', outcome.message, {
    detail: outcome.reason,
    body: { code: outcome.reason, responseitems: [{ success: 'false', reason: outcome.reason }] },
  });
}

/** A receipt call that failed before J&T answered: no answer at all, or one that was not J&T's. */
export function receiptCallFailed(error: unknown): unknown {
  if (!(error instanceof CourierError) || error.kind !== 'transient') return error;
  const unanswered = error.detail.httpStatus === undefined && !error.detail.malformed;
  const message = unanswered ? AdminMessages.noProviderResponse : AdminMessages.courierCodes.S99;
  return new Refused('provider_failed', 'courier_failed', message, { detail: error.message });
}

/**
 * A cancellation in J&T's answer shape, as the console reads it: `success` with the entry's status
 * 'Sukses'; otherwise the entry's reason carries J&T's words (CANCEL_ORDER, 'Tidak dapat
 * dibatalkan') and `message` the console's sentence.
 */
export function cancellationAnswer(orderId: number, result: CancellationResult) {
  const orderid = String(orderId);
  switch (result.outcome) {
    case 'cancelled':
      return {
        success: true,
        desc: 'Request berhasil',
        message: AdminMessages.canceledSuccessfully(orderId),
        refund_due: result.refundDue,
        detail: [{ orderid, status: 'Sukses', reason: '' }],
      };
    case 'already_cancelled':
      throw refusal(
        'conflict',
        'already_cancelled',
        AdminMessages.alreadyCanceled(orderId),
        orderid,
        'Status pesanan adalah : CANCEL_ORDER',
      );
    case 'not_allowed':
      throw refusal(
        'conflict',
        'cancellation_not_allowed',
        AdminMessages.cancellationNotAllowed(result.detail),
        orderid,
        result.detail,
      );
    case 'failed':
      throw refusal(
        'provider_refused',
        'cancellation_failed',
        AdminMessages.cancellationFailedTitle,
        orderid,
        result.detail,
      );
  }
}

function refusal(kind: RefusalKind, code: string, message: string, orderid: string, reason: string): Refused {
  return new Refused(kind, code, message, {
    body: { success: false, desc: reason, detail: [{ orderid, status: 'Gagal', reason }] },
  });
}
