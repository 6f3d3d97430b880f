import {
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

import { formatRupiah, formatWibDateTime, type OrderFacts, paddedOrderId } from '@kilau/domain';

const itemName = (item: OrderFacts['items'][number]) =>
  item.product_name ?? item.gift_set_name ?? item.charms.map((charm) => charm.charm_name).join(', ');

/** The order's facts above its timeline: who, how it stands, what was bought, the waybill. */
export function OrderFactsCard({ order }: { order: OrderFacts }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            Order #{paddedOrderId(order.id)}
          </Typography>
          <Chip label={order.status_badge} color={order.fulfillment_status === 'cancelled' ? 'default' : 'primary'} />
          <Chip
            label={order.payment_badge}
            color={order.payment_badge === 'Paid' ? 'success' : 'warning'}
            variant="outlined"
          />
        </Stack>
        <Stack direction="row" spacing={4} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Fact label="Customer" value={[order.receiver_name, order.email].filter(Boolean).join(' · ')} />
          <Fact label="Placed" value={formatWibDateTime(order.created_at)} />
          <Fact label="Paid" value={formatWibDateTime(order.paid_at)} />
          <Fact label="Waybill" value={order.waybill ?? '-'} />
          <Fact label="Total" value={formatRupiah(order.total_price)} />
          {order.cancel_reason && <Fact label="Cancel reason" value={order.cancel_reason} />}
        </Stack>
        <Table size="small" sx={{ mt: 2 }} aria-label="Items">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell>Message</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Line total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((item, i) => (
              <TableRow key={i}>
                <TableCell>{itemName(item)}</TableCell>
                <TableCell>{item.message || '-'}</TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell align="right">{formatRupiah(item.price)}</TableCell>
                <TableCell align="right">{formatRupiah(item.line_total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </div>
  );
}
