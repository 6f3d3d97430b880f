import { Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';

import { formatRupiah, formatShopDateTime, type OrderFacts, orderNumber } from '@kilau/domain';

import { PackingDetails } from '../packing/PackingDetails';
import { PackingSlipButton } from '../packing/PackingSlipButton';

/**
 * The order's facts above its timeline: how it stands, who bought it, and what staff pack: each
 * line with a custom piece's charms by slot and its gift note, quantity and price, and where the
 * parcel goes (receiver, phone, street, kecamatan, city, province, postal code, e-mail).
 */
export function OrderFactsCard({ order }: { order: OrderFacts }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            Order {orderNumber(order.id)}
          </Typography>
          <Chip label={order.status_badge} color={order.fulfillment_status === 'cancelled' ? 'default' : 'primary'} />
          <Chip
            label={order.payment_badge}
            color={order.payment_badge === 'Paid' ? 'success' : 'warning'}
            variant="outlined"
          />
          <Stack sx={{ ml: 'auto' }}>
            <PackingSlipButton orderId={order.id} />
          </Stack>
        </Stack>
        <Stack direction="row" spacing={4} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Fact label="Customer" value={order.email} />
          <Fact label="Placed" value={formatShopDateTime(order.created_at)} />
          <Fact label="Paid" value={formatShopDateTime(order.paid_at)} />
          <Fact label="Waybill" value={order.waybill ?? '-'} />
          <Fact label="Shipping" value={formatRupiah(order.shipping_cost)} />
          <Fact label="Total" value={formatRupiah(order.total_price)} />
          {order.cancel_reason && <Fact label="Cancel reason" value={order.cancel_reason} />}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <PackingDetails packing={order.packing} prices />
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
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  );
}
