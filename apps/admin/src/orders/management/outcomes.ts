import { HttpError } from 'react-admin';

import { AdminMessages, type BatchDialog, labelBatchDialog, receiptBatchDialog } from '@kilau/domain';

import { errorMessage } from '../../providers/http';
import { type CancelAnswer, InvalidAnswer, type LabelResult, type ReceiptResult } from './api';

/**
 * The dialogs Order Management shows after an action, from the call's answer or failure, in the
 * seed's words (order-side seed §8 'Admin'). Every dialog closes with OK.
 */
export interface Outcome {
  title: string;
  message?: string | null;
  /** 'Order #id: reason' lines. */
  lines?: string[];
  /** A PDF served to staff (fetched with the login) or a provider's URL, each opening in a new tab. */
  links?: Array<{ label: string; pdfPath?: string; href?: string }>;
  /** The orders 'Retry Failed Orders' sends again, and which batch. */
  retry?: { action: 'labels' | 'receipts'; orderIds: number[] };
}

const withRetry = (shown: BatchDialog, action: 'labels' | 'receipts'): Outcome => ({
  title: shown.title,
  message: shown.message,
  lines: shown.failures,
  retry: shown.retry.length ? { action, orderIds: shown.retry } : undefined,
});

export function labelsOutcome(results: LabelResult[]): Outcome {
  const labelled = results.filter((result) => result.ok && result.label_url);
  return {
    ...withRetry(labelBatchDialog(results), 'labels'),
    links: labelled.map((result, index) => ({
      label: AdminMessages.openShippingLabel(index + 1),
      pdfPath: result.label_url!,
    })),
  };
}

interface ErrorBody {
  error?: string;
  message?: string;
  results?: LabelResult[];
}

const bodyOf = (error: HttpError) => (error.body ?? {}) as ErrorBody;

export function labelsFailure(error: unknown): Outcome {
  if (!(error instanceof HttpError))
    return { title: AdminMessages.unexpectedErrorTitle, message: errorMessage(error, '') };
  const body = bodyOf(error);
  if (Array.isArray(body.results)) return labelsOutcome(body.results);
  if (body.error === 'cannot_move_to_collection') {
    return { title: AdminMessages.cannotMoveToCollectionTitle, message: body.message ?? null };
  }
  if (body.error === 'shop_settings_missing') {
    return { title: AdminMessages.shopSettingsNeededTitle, message: body.message ?? null };
  }
  return {
    title: AdminMessages.statusUpdateFailedTitle,
    message: AdminMessages.statusUpdateFailed(errorMessage(error, AdminMessages.networkError)),
  };
}

export function receiptsOutcome(results: ReceiptResult[]): Outcome {
  const printed = results.filter((result) => result.ok && result.rotaprinturl);
  return {
    ...withRetry(receiptBatchDialog(results), 'receipts'),
    links: printed.map((result, index) => ({
      label: AdminMessages.openReceipt(index + 1),
      href: result.rotaprinturl!,
    })),
  };
}

export function receiptsFailure(error: unknown): Outcome {
  const title = AdminMessages.printErrorTitle;
  if (error instanceof HttpError) {
    return { title, message: AdminMessages.httpError(error.status, errorMessage(error, error.message)) };
  }
  if (error instanceof InvalidAnswer) return { title, message: AdminMessages.invalidJson };
  // fetch fails with a TypeError when no answer came at all
  if (error instanceof TypeError) return { title, message: AdminMessages.networkError };
  return { title: AdminMessages.unexpectedErrorTitle, message: errorMessage(error, '') };
}

/**
 * Success needs the order's own entry with status 'Sukses' (order-side seed §7). An answer that
 * could not be read (no JSON) names no order either: 'Order n not found in response'.
 */
export function cancelOutcome(orderId: number, answer: CancelAnswer | undefined): Outcome {
  const entry = answer?.detail?.find((candidate) => candidate.orderid === String(orderId));
  if (answer?.success && entry?.status.toLowerCase() === 'sukses') {
    return { title: AdminMessages.cancellationSuccessfulTitle, message: AdminMessages.canceledSuccessfully(orderId) };
  }
  return { title: AdminMessages.cancellationFailedTitle, message: AdminMessages.orderNotInResponse(orderId) };
}

/** J&T's refusals arrive in the seed's words (already canceled, not allowed); anything else is not found. */
export function cancelFailure(orderId: number, error: unknown): Outcome {
  const title = AdminMessages.cancellationFailedTitle;
  if (error instanceof HttpError) {
    const body = bodyOf(error);
    const worded = body.error === 'already_cancelled' || body.error === 'cancellation_not_allowed';
    return { title, message: worded && body.message ? body.message : AdminMessages.orderNotInResponse(orderId) };
  }
  if (error instanceof TypeError) return { title, message: AdminMessages.unableToConnect };
  return { title: AdminMessages.unexpectedErrorTitle, message: errorMessage(error, '') };
}
