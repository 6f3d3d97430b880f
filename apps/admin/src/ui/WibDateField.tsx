import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

import { formatShopDateTime } from '@kilau/domain';

/**
 * A record's time in the shop's zone ('22/11/2026 20:11 WIB'), whatever the staff member's
 * browser is set to: the console shows the same clock as the storefront and the order timeline.
 */
export function WibDateField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source];
  return (
    <Typography component="span" variant="body2">
      {formatShopDateTime(typeof value === 'string' ? value : null)}
    </Typography>
  );
}
