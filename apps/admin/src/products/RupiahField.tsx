import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

import { formatRupiah } from '@kilau/domain';

/** A whole-rupiah amount as the shop writes it: "Rp 1.250.000". */
export function RupiahField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const amount = record?.[source];
  return <Typography variant="body2">{typeof amount === 'number' ? formatRupiah(amount) : ''}</Typography>;
}
