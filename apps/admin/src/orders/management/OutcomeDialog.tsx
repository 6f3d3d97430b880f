import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';

import { AdminMessages } from '@kilau/domain';

import type { Outcome } from './outcomes';
import { PdfLink } from './PdfLink';

/** An action's result: the seed's title and text, the failed orders, links, 'Retry Failed Orders', OK. */
export function OutcomeDialog({
  outcome,
  onClose,
  onRetry,
}: {
  outcome: Outcome | null;
  onClose: () => void;
  onRetry: (retry: NonNullable<Outcome['retry']>) => void;
}) {
  if (!outcome) return null;
  const { retry } = outcome;
  return (
    <Dialog open onClose={onClose} aria-labelledby="outcome-title" fullWidth maxWidth="sm">
      <DialogTitle id="outcome-title">{outcome.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          {outcome.message && <Typography>{outcome.message}</Typography>}
          {outcome.lines?.map((line) => (
            <Typography key={line} color="error">
              {line}
            </Typography>
          ))}
          {outcome.links?.map((link) =>
            link.pdfPath ? (
              <PdfLink key={link.label} path={link.pdfPath} label={link.label} />
            ) : (
              <Link key={link.label} href={link.href} target="_blank" rel="noopener">
                {link.label}
              </Link>
            ),
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {retry && <Button onClick={() => onRetry(retry)}>{AdminMessages.retryFailedOrders}</Button>}
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
