import { Typography } from '@mui/material';

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
