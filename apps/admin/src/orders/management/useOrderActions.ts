import { useState } from 'react';
import { type DataProvider, useDataProvider, useRefresh } from 'react-admin';

import { AdminMessages, labelBlockers } from '@kilau/domain';

import { errorMessage } from '../../providers/http';
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

/** How long the page waits for the orders table (a read model) to show an action's moves. */
const SETTLE_MS = 10_000;

/**
 * Waits until the table shows each order as `shown` says (the service answers once the moves are
 * recorded; its table follows a moment later), so the refreshed tabs and counts include them.
 * Gives up quietly after a few seconds: the page then shows what the table has.
 */
async function settled(dataProvider: DataProvider, ids: number[], shown: (row: OrderRow) => boolean) {
  const deadline = Date.now() + SETTLE_MS;
  while (ids.length && Date.now() < deadline) {
    const { data } = await dataProvider.getMany<OrderRow>('orders', { ids }).catch(() => ({ data: [] as OrderRow[] }));
    if (data.length === ids.length && data.every(shown)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Order Management's actions: each bulk action is one server batch answering a result per order
 * (a retry sends only the failed orders again), and cancelling is J&T's cancel call. Each ends in
 * the seed's dialog and a fresh list and counts.
 */
export function useOrderActions(afterBatch: () => void) {
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<Outcome>) => {
    setBusy(true);
    try {
      // a failure the call's own mapping did not foresee still ends in a dialog, the seed's catch-all
      setOutcome(
        await work().catch((error: unknown) => ({
          title: AdminMessages.unexpectedErrorTitle,
          message: errorMessage(error, ''),
        })),
      );
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
    return run(() =>
      createLabels(orderIds).then(async (results) => {
        const labelled = results.filter((result) => result.ok).map((result) => result.order_id);
        await settled(dataProvider, labelled, (row) => row.fulfillment_status !== 'awaiting_shipment');
        return labelsOutcome(results);
      }, labelsFailure),
    );
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
        async (answer) => {
          const outcome = cancelOutcome(orderId, answer);
          if (outcome.title === AdminMessages.cancellationSuccessfulTitle) {
            await settled(dataProvider, [orderId], (row) => row.fulfillment_status === 'cancelled');
          }
          return outcome;
        },
        (error: unknown) => cancelFailure(orderId, error),
      ),
    );

  const retry = (again: NonNullable<Outcome['retry']>) =>
    again.action === 'labels' ? labels(again.orderIds) : receipts(again.orderIds);

  return { outcome, close: () => setOutcome(null), busy, labels, receipts, cancel, retry };
}
