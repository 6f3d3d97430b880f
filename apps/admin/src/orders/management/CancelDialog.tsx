import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';

import { AdminMessages, OrderMessages, orderNumber } from '@kilau/domain';

import type { OrderRow } from './row';

/** Asks for the reason before cancelling an order; it starts as the seed's 'Canceled by user'. */
export function CancelDialog({
  order,
  busy,
  onConfirm,
  onClose,
}: {
  order: OrderRow;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<string>(OrderMessages.cancelReasonDefault);
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-title">{AdminMessages.cancelOrderTitle}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>Order {orderNumber(order.id)}</Typography>
        <TextField
          label={AdminMessages.cancelReasonLabel}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          margin="dense"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Back</Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => onConfirm(reason.trim() || OrderMessages.cancelReasonDefault)}
        >
          {AdminMessages.cancelOrderTitle}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
