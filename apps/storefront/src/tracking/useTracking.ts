import { useEffect, useState } from 'react';

import { ApiError } from '../api/http';
import { type Tracking, trackOrder } from './tracking-api';

/** The page asks again every 30 s while it is open, so a parcel's new stages appear by themselves. */
export const TRACKING_REFRESH_MS = 30_000;

export type TrackingState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'done'; tracking: Tracking };

/**
 * The tracking answer; `token` is the order's secret from its mail's link, and a new `round`
 * reads the answer again at once (after a payment).
 */
export function useTracking(reference: string, token?: string, round = 0): TrackingState {
  const [state, setState] = useState<TrackingState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let shown = false;
    const load = () =>
      trackOrder(reference, token, controller.signal).then(
        (tracking) => {
          shown = true;
          setState({ status: 'done', tracking });
        },
        (error: Error) => {
          if (controller.signal.aborted || shown) return; // a failed refresh keeps what is shown
          if (error instanceof ApiError && error.status === 404) setState({ status: 'missing' });
          else setState({ status: 'error', message: error.message });
        },
      );
    if (round === 0) setState({ status: 'loading' });
    void load();
    const timer = setInterval(() => void load(), TRACKING_REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [reference, token, round]);
  return state;
}
