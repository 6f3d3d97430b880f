import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';

import { AdminMessages } from '@kilau/domain';

import { OkDialog } from '../../ui/OkDialog';

/** The orders could not be loaded: 'Fetch Error' (order-side seed §8). */
export function FetchErrorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <OkDialog title={AdminMessages.fetchErrorTitle} open={open} onClose={onClose} maxWidth="xs">
      <Typography>{AdminMessages.ordersLoadFailed}</Typography>
    </OkDialog>
  );
}

/**
 * Whether 'Fetch Error' shows: once the orders or their counts failed to load (after the query's
 * own retries), until staff dismiss it; it shows again for the next load that fails after one
 * that worked, or for other tabs, days, search or pages. A second query failing a moment after
 * the first does not bring a dismissed dialog back.
 */
export function useFetchError(failed: boolean, load: unknown[]) {
  const key = JSON.stringify(load);
  const [dismissed, setDismissed] = useState<string>();
  useEffect(() => {
    if (!failed) setDismissed(undefined);
  }, [failed]);
  return { open: failed && dismissed !== key, dismiss: () => setDismissed(key) };
}
