import { Typography } from '@mui/material';
import { useGetMany, useRecordContext } from 'react-admin';

import { type CampaignItemRule, formatRupiah } from '@kilau/domain';

/** What a campaign item does to its product: "20% off" or the new price. */
export function itemOffer(item: CampaignItemRule): string {
  return item.discount_type === 'percent' ? `${item.discount_value}% off` : `now ${formatRupiah(item.discount_value)}`;
}

/** A campaign's items in a line: each product by name with its offer. */
export function CampaignItemsField(_: { label?: string }) {
  const record = useRecordContext();
  const items = (record?.items ?? []) as CampaignItemRule[];
  const { data: products } = useGetMany('products', { ids: items.map((item) => item.product) });
  const names = new Map((products ?? []).map((product) => [product.id, String(product.name)]));
  return (
    <Typography variant="body2">
      {items.map((item) => `${names.get(item.product) ?? `#${item.product}`}: ${itemOffer(item)}`).join('; ')}
    </Typography>
  );
}
