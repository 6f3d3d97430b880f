import { useEffect, useState } from 'react';

import { OrderHistoryMessages, type OrderTimelineView } from '@kilau/domain';

import { errorMessage } from '../../providers/http';
import { fetchTimeline } from './api';

type TimelineState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; view: OrderTimelineView };

/** The order's timeline, fetched when the page opens (and again for another order). */
export function useTimeline(orderId: string | undefined): TimelineState {
  const [state, setState] = useState<TimelineState>({ status: 'loading' });
  useEffect(() => {
    if (!orderId) return;
    let current = true;
    setState({ status: 'loading' });
    fetchTimeline(orderId).then(
      (view) => current && setState({ status: 'ready', view }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', message: errorMessage(error, OrderHistoryMessages.timelineLoadFailed) }),
    );
    return () => {
      current = false;
    };
  }, [orderId]);
  return state;
}
