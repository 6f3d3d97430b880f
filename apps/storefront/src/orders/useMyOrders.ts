import { useCallback, useEffect, useState } from 'react';

import { type MyOrder, ordersApi } from './orders-api';

export type MyOrdersState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; orders: MyOrder[] };

/** While an order waits for payment the list is read again this often: a payment made elsewhere shows. */
export const MY_ORDERS_REFRESH_MS = 10_000;

/** The shopper's orders, newest first; `reload` reads them again (after a payment). */
export function useMyOrders(active: boolean) {
  const [state, setState] = useState<MyOrdersState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    ordersApi.mine(controller.signal).then(
      (orders) => setState({ status: 'done', orders }),
      (error: Error) => {
        if (controller.signal.aborted) return;
        setState((shown) => (shown.status === 'done' ? shown : { status: 'error', message: error.message }));
      },
    );
    return () => controller.abort();
  }, [active, round]);
  const waiting = state.status === 'done' && state.orders.some((order) => order.fulfillment_status === 'pending');
  useEffect(() => {
    if (!active || !waiting) return;
    const timer = setInterval(reload, MY_ORDERS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, waiting, reload]);
  return { state, reload };
}
