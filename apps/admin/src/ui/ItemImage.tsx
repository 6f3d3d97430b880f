import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** What the tables show for an item without a picture (seed §9: a placeholder image). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">' +
      '<rect width="48" height="48" rx="6" fill="#eee"/>' +
      '<path d="M10 36l10-12 8 9 5-6 7 9z" fill="#bbb"/><circle cx="32" cy="16" r="4" fill="#bbb"/></svg>',
  );

/** A record's picture (a URL field, '' when none) as a small thumbnail, or the placeholder. */
export function ItemImage({ source = 'image' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const url = typeof record?.[source] === 'string' ? (record[source] as string) : '';
  const name = typeof record?.name === 'string' ? record.name : '';
  return (
    <Box
      component="img"
      src={url || PLACEHOLDER_IMAGE}
      alt={url ? name : 'No image'}
      sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}
