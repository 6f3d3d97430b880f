import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import type { PackingFacts } from '@kilau/domain';

import { PackingLines } from './PackingLines';
import { ReceiverDetails } from './ReceiverDetails';

/**
 * The packing facts side by side where there is room (lines, then the address), stacked where
 * there is not: the table's expanded row and the order page show the same.
 */
export function PackingDetails({
  packing,
  prices = false,
  actions,
}: {
  packing: PackingFacts | null;
  prices?: boolean;
  actions?: ReactNode;
}) {
  if (!packing) return <Alert severity="info">The order's details are being read; try again in a moment.</Alert>;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 2, minWidth: 0, width: '100%' }}>
        <Typography variant="overline" component="h3">
          Items · {packing.pieces} {packing.pieces === 1 ? 'piece' : 'pieces'}
        </Typography>
        <PackingLines lines={packing.lines} prices={prices} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Typography variant="overline" component="h3">
          Ship to
        </Typography>
        <ReceiverDetails receiver={packing.receiver} />
        {actions && <Box sx={{ mt: 2 }}>{actions}</Box>}
      </Box>
    </Stack>
  );
}
