import { AdminMessages } from './messages.js';

/**
 * The result dialogs of Order Management's bulk actions (order-side seed §2, §8): each batch runs
 * once on the server and answers a result per order, so staff see which failed and retry only those.
 */

/** One order's outcome in a label or receipt batch. */
export interface BatchResult {
  order_id: number;
  ok: boolean;
  reason: string | null;
}

export interface BatchDialog {
  title: string;
  /** A sentence above the list, when the seed gives one. */
  message: string | null;
  /** 'Order #id: reason' for each order that failed. */
  failures: string[];
  /** The orders a retry sends again: the failed ones only. */
  retry: number[];
}

function dialog(
  results: readonly BatchResult[],
  titles: { all: string; some: string; none: string },
  noneMessage: string | null,
): BatchDialog {
  const failed = results.filter((result) => !result.ok);
  const failures = failed.map((result) => AdminMessages.orderFailure(result.order_id, result.reason ?? ''));
  const retry = failed.map((result) => result.order_id);
  if (failed.length === 0) return { title: titles.all, message: null, failures, retry };
  if (failed.length < results.length) return { title: titles.some, message: null, failures, retry };
  return { title: titles.none, message: noneMessage, failures, retry };
}

/** 'Labels Ready', 'Partial Label Creation Failure' or 'Label Creation Failed'. */
export function labelBatchDialog(results: readonly BatchResult[]): BatchDialog {
  return dialog(
    results,
    {
      all: AdminMessages.labelsReadyTitle,
      some: AdminMessages.partialLabelFailureTitle,
      none: AdminMessages.labelCreationFailedTitle,
    },
    null,
  );
}

/** 'Receipts Ready', 'Partial Print Failure' or 'Print Failed' with the seed's sentence. */
export function receiptBatchDialog(results: readonly BatchResult[]): BatchDialog {
  return dialog(
    results,
    {
      all: AdminMessages.receiptsReadyTitle,
      some: AdminMessages.partialPrintFailureTitle,
      none: AdminMessages.printFailedTitle,
    },
    AdminMessages.printFailed,
  );
}
