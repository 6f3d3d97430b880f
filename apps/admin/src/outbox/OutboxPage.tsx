import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useNotify } from 'react-admin';

import type { OutboxTrouble } from '@kilau/domain';
import { formatShopDateTime } from '@kilau/domain';

import { errorMessage } from '../providers/http';
import { OUTBOX_KEY, retryOutboxRow, useOutboxTroubles } from './api';

/** In the shop's zone, as the rest of the console writes times: '22/11/2026 14:05 WIB'. */
const when = (iso: string | null) => (iso ? formatShopDateTime(iso) : '');
const orderOf = (row: OutboxTrouble) => (typeof row.payload.orderId === 'number' ? `#${row.payload.orderId}` : '');

/**
 * Jobs that did not happen: outbox rows parked after failing to reach their queue (they wait for
 * staff, a retry sends them again), and jobs that failed for good (on their order's timeline too).
 */
export function OutboxPage() {
  const { data, isPending } = useOutboxTroubles();
  const client = useQueryClient();
  const notify = useNotify();
  if (isPending) return <Loading />;

  const retry = async (row: OutboxTrouble) => {
    try {
      await retryOutboxRow(row.id);
      notify(`Job ${row.job_id} handed to the relay again`, { type: 'success' });
      await client.invalidateQueries({ queryKey: OUTBOX_KEY });
    } catch (error) {
      notify(errorMessage(error, 'The row could not be retried'), { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 1 }}>
      <Title title="Jobs in trouble" />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          Parked outbox rows
        </Typography>
        <Troubles
          rows={data?.parked ?? []}
          at="parked_at"
          action={(row) => <Button onClick={() => retry(row)}>Retry</Button>}
        />
        <Typography variant="h6" component="h2" sx={{ mt: 3 }} gutterBottom>
          Jobs failed for good (30 days)
        </Typography>
        <Troubles rows={data?.failed ?? []} at="failed_at" />
      </CardContent>
    </Card>
  );
}

function Troubles(props: {
  rows: OutboxTrouble[];
  at: 'parked_at' | 'failed_at';
  action?: (row: OutboxTrouble) => React.ReactNode;
}) {
  if (!props.rows.length) return <Typography color="text.secondary">None.</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Job</TableCell>
          <TableCell>Queue</TableCell>
          <TableCell>Order</TableCell>
          <TableCell>Tries</TableCell>
          <TableCell>Error</TableCell>
          <TableCell>Since</TableCell>
          {props.action && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.job_id}</TableCell>
            <TableCell>{row.queue}</TableCell>
            <TableCell>{orderOf(row)}</TableCell>
            <TableCell>{row.attempts}</TableCell>
            <TableCell>{row.last_error}</TableCell>
            <TableCell>{when(row[props.at])}</TableCell>
            {props.action && <TableCell>{props.action(row)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
