import { useState } from 'react';
import { useRefresh } from 'react-admin';

import { AdminMessages, labelBlockers } from '@kilau/domain';

import { cancelOrder, createLabels, printReceipts } from './api';
import {
  cancelFailure,
  cancelOutcome,
  labelsFailure,
  labelsOutcome,
  type Outcome,
  receiptsFailure,
  receiptsOutcome,
} from './outcomes';
import type { OrderRow } from './row';

/**
 * Order Management's actions: each bulk action is one server batch answering a result per order
 * (a retry sends only the failed orders again), and cancelling is J&T's cancel call. Each ends in
 * the seed's dialog and a fresh list and counts.
 */
export function useOrderActions(afterBatch: () => void) {
  const refresh = useRefresh();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<Outcome>) => {
    setBusy(true);
    try {
      setOutcome(await work());
    } finally {
      setBusy(false);
      afterBatch();
      refresh();
    }
  };

  const labels = (orderIds: number[], rows: OrderRow[] = []) => {
    if (orderIds.length === 0) {
      return setOutcome({ title: AdminMessages.createLabelsAction, message: AdminMessages.selectOrdersForLabels });
    }
    const blocked = labelBlockers(rows.filter((row) => orderIds.includes(row.id)));
    if (blocked.length) {
      return setOutcome({
        title: AdminMessages.cannotMoveToCollectionTitle,
        message: AdminMessages.cannotMoveToCollection(blocked),
      });
    }
    return run(() => createLabels(orderIds).then(labelsOutcome, labelsFailure));
  };

  const receipts = (orderIds: number[]) => {
    if (orderIds.length === 0) {
      return setOutcome({ title: AdminMessages.printReceiptsAction, message: AdminMessages.selectOrdersForReceipts });
    }
    return run(() => printReceipts(orderIds).then(receiptsOutcome, receiptsFailure));
  };

  const cancel = (orderId: number, reason: string) =>
    run(() =>
      cancelOrder(orderId, reason).then(
        (answer) => cancelOutcome(orderId, answer),
        (error: unknown) => cancelFailure(orderId, error),
      ),
    );

  const retry = (again: NonNullable<Outcome['retry']>) =>
    again.action === 'labels' ? labels(again.orderIds) : receipts(again.orderIds);

  return { outcome, close: () => setOutcome(null), busy, labels, receipts, cancel, retry };
}
