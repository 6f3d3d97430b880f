import { useCallback, useEffect, useRef, useState } from 'react';

import type { CartLine } from '../api/types';
import { cartApi } from './cart-api';

export type CartLoad =
  | { status: 'loading'; lines: CartLine[] }
  | { status: 'error'; lines: CartLine[]; error: Error }
  | { status: 'done'; lines: CartLine[] };

/**
 * The drawer's cart: loaded when the drawer opens and again whenever `version` grows; `reload`
 * refreshes it after a change without blanking the list. A failure empties the list (seed §8).
 */
export function useCartLines(version: number) {
  const [load, setLoad] = useState<CartLoad>({ status: 'loading', lines: [] });
  const latest = useRef(0);

  const reload = useCallback(async (quiet = true) => {
    const call = ++latest.current;
    if (!quiet) setLoad({ status: 'loading', lines: [] });
    try {
      const lines = await cartApi.get();
      if (call === latest.current) setLoad({ status: 'done', lines });
    } catch (error) {
      if (call === latest.current) setLoad({ status: 'error', lines: [], error: error as Error });
    }
  }, []);

  useEffect(() => {
    void reload(false);
  }, [reload, version]);

  /** Shows a change at once, before the cart answers. */
  const patch = useCallback((change: (lines: CartLine[]) => CartLine[]) => {
    setLoad((current) => (current.status === 'done' ? { ...current, lines: change(current.lines) } : current));
  }, []);

  return { load, reload, patch };
}
