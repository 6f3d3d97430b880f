import { Button, Link, Stack, Typography } from '@mui/material';

import { AdminMessages } from '@kilau/domain';

import { OkDialog } from '../../ui/OkDialog';
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
    <OkDialog
      title={outcome.title}
      onClose={onClose}
      actions={retry && <Button onClick={() => onRetry(retry)}>{AdminMessages.retryFailedOrders}</Button>}
    >
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
    </OkDialog>
  );
}
