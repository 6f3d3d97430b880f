import { Button, Dialog, DialogActions, DialogContent, type DialogProps, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';

/**
 * A dialog that tells staff something and closes with OK (the seed's result and error dialogs),
 * with room for more buttons before OK.
 */
export function OkDialog({
  title,
  open = true,
  onClose,
  maxWidth = 'sm',
  actions,
  children,
}: {
  title: ReactNode;
  open?: boolean;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  /** Buttons shown before OK. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        {actions}
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
