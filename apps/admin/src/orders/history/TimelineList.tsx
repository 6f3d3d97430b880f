import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { Alert, Box, Chip, List, ListItem, ListItemIcon, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';

import { formatTimelineTime, type TimelineEntry, type TimelineKind } from '@kilau/domain';

const KINDS: Record<TimelineKind, { label: string; icon: ReactElement }> = {
  order: { label: 'Order', icon: <ReceiptLongIcon /> },
  payment: { label: 'Payment', icon: <PaymentsIcon /> },
  notification: { label: 'Notification', icon: <NotificationsActiveIcon /> },
  courier: { label: 'Courier', icon: <LocalShippingIcon /> },
  job: { label: 'Job', icon: <WorkHistoryIcon /> },
  refund: { label: 'Refund', icon: <CurrencyExchangeIcon /> },
};

/** The order's story, oldest first: each entry's time in WIB, its kind, the fact, and any error in red. */
export function TimelineList({ entries }: { entries: TimelineEntry[] }) {
  return (
    <List aria-label="Timeline" sx={{ bgcolor: 'background.paper' }}>
      {entries.map((entry, i) => (
        <ListItem
          key={i}
          divider
          alignItems="flex-start"
          data-kind={entry.kind}
          data-type={entry.type}
          sx={entry.error ? { borderLeft: 4, borderColor: 'error.main' } : undefined}
        >
          <ListItemIcon sx={{ mt: 0.5 }} aria-hidden>
            {KINDS[entry.kind].icon}
          </ListItemIcon>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.at}>
                {formatTimelineTime(entry.at)}
              </Typography>
              <Chip size="small" label={KINDS[entry.kind].label} />
              <Typography variant="caption" color="text.secondary">
                {entry.type}
                {entry.actor ? ` · ${entry.actor}` : ''}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {entry.summary}
            </Typography>
            {entry.error && (
              <Alert severity="error" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                {entry.error}
              </Alert>
            )}
            <Box component="details" sx={{ mt: 0.5, color: 'text.secondary', fontSize: 12 }}>
              <summary>{entry.source}</summary>
              <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}>
                {JSON.stringify(entry.payload, null, 2)}
              </Box>
            </Box>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
