import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';

import { AdminMessages } from '@kilau/domain';

/** The orders could not be loaded: 'Fetch Error' (order-side seed §8). */
export function FetchErrorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="fetch-error-title">
      <DialogTitle id="fetch-error-title">{AdminMessages.fetchErrorTitle}</DialogTitle>
      <DialogContent>
        <Typography>{AdminMessages.ordersLoadFailed}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
