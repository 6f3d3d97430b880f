import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';

import { OrderHistoryMessages, orderNumber } from '@kilau/domain';

import { OrderFactsCard } from './OrderFactsCard';
import { TimelineList } from './TimelineList';
import { useTimeline } from './useTimeline';

/** An order's Show page (/orders/:id/show): its facts, then everything that happened to it. */
export function OrderShow() {
  const { id } = useParams<{ id: string }>();
  const timeline = useTimeline(id);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={id ? `Order ${orderNumber(id)}` : OrderHistoryMessages.timelineTitle} />
      {timeline.status === 'loading' && <CircularProgress aria-label="Loading" />}
      {timeline.status === 'failed' && <Alert severity="error">{timeline.message}</Alert>}
      {timeline.status === 'ready' && (
        <>
          <OrderFactsCard order={timeline.view.order} />
          <Typography variant="h6" component="h2">
            {OrderHistoryMessages.timelineTitle}
          </Typography>
          <TimelineList entries={timeline.view.entries} />
        </>
      )}
    </Stack>
  );
}
