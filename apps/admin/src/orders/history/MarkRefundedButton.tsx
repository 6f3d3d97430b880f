import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';

import { type LatePaymentRow, OrderHistoryMessages, orderNumber, REFUND_NOTE_MAX_LENGTH } from '@kilau/domain';

import { errorMessage } from '../../providers/http';
import { markRefunded } from './api';

/** 'Mark refunded' on a late payment not refunded yet: asks how it was refunded, then records it. */
export function MarkRefundedButton() {
  const payment = useRecordContext<LatePaymentRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  if (!payment || payment.refunded) return null;

  const confirm = async () => {
    setSaving(true);
    try {
      await markRefunded(payment.id, note.trim());
      notify(OrderHistoryMessages.refundRecorded, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(errorMessage(error, OrderHistoryMessages.alreadyRefunded), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {OrderHistoryMessages.markRefunded}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {OrderHistoryMessages.markRefunded}: {orderNumber(payment.order_id)}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            margin="dense"
            label={OrderHistoryMessages.refundNotePrompt}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: REFUND_NOTE_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={confirm} disabled={saving}>
            {OrderHistoryMessages.markRefunded}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
