import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A product's first picture as a thumbnail; nothing when it has none. */
export function FirstPicture(_: { label?: string }) {
  const record = useRecordContext();
  const first = Array.isArray(record?.images) ? (record.images[0] as string | undefined) : undefined;
  if (!first) return null;
  return (
    <Box
      component="img"
      src={first}
      alt={String(record?.name ?? '')}
      sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}
