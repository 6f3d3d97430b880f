import { useCallback, useEffect, useState } from 'react';

import { ApiError } from '../api/http';
import { type MyOrder, ordersApi } from './orders-api';

export type MyOrdersState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; orders: MyOrder[] };

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
        setState({ status: 'error', message: error instanceof ApiError ? error.message : error.message });
      },
    );
    return () => controller.abort();
  }, [active, round]);
  return { state, reload };
}
