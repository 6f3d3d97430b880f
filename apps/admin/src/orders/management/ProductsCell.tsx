import { Box, Button } from '@mui/material';

import { orderItemName } from '@kilau/domain';

import type { OrderRow } from './row';

/**
 * The Products cell: the first item's name, ellipsized to the column, then '+N' for the others;
 * the full names on hover. A click opens 'Order Products' (order-side seed §2).
 */
export function ProductsCell({ row, onOpen }: { row: OrderRow; onOpen: () => void }) {
  const names = row.product_summary.map(orderItemName);
  const [first = '', ...others] = names;
  return (
    <Button
      size="small"
      onClick={onOpen}
      title={names.join('\n')}
      sx={{ textTransform: 'none', maxWidth: { xs: 180, xl: 260 }, minWidth: 0, justifyContent: 'flex-start' }}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
        {first}
      </Box>
      {others.length > 0 && (
        <Box component="span" sx={{ flexShrink: 0, ml: 0.5 }}>
          +{others.length}
        </Box>
      )}
    </Button>
  );
}
