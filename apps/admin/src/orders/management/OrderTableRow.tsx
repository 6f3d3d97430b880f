import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Button, Checkbox, Chip, IconButton, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink, useCreatePath } from 'react-admin';

import { AdminMessages, orderNumber } from '@kilau/domain';

import { PackingDetails } from '../packing/PackingDetails';
import { PackingSlipButton } from '../packing/PackingSlipButton';
import type { ColumnKey } from './columns';
import { ProductsCell } from './ProductsCell';
import { type OrderRow, shopDate } from './row';

const paymentColor = (badge: string) => (badge === 'Paid' ? 'success' : badge === 'Not Paid' ? 'warning' : 'default');

/**
 * One order: its checkbox where the tab and order allow a bulk action, a toggle that opens the
 * packing details under it (the lines with their charms by slot, gift notes, the address), the
 * seed's cells, and its actions (packing slip, Cancel).
 */
export function OrderTableRow({
  row,
  columns,
  selectable,
  selected,
  expanded,
  onToggle,
  onExpand,
  onProducts,
  onMessages,
  onCancel,
}: {
  row: OrderRow;
  columns: readonly { key: ColumnKey }[];
  selectable: boolean;
  selected: boolean;
  expanded: boolean;
  onToggle: () => void;
  onExpand: () => void;
  onProducts: () => void;
  onMessages: () => void;
  onCancel: () => void;
}) {
  const createPath = useCreatePath();
  const number = orderNumber(row.id);
  const wide = columns.some((column) => column.key === 'time');
  const hasMessages = row.product_summary.some((item) => item.message.trim() !== '');
  const cells: Record<ColumnKey, ReactNode> = {
    customer: (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {row.user_email}
      </Typography>
    ),
    id: (
      <Link component={RouterLink} to={createPath({ resource: 'orders', id: row.id, type: 'show' })}>
        {number}
      </Link>
    ),
    time: `${row.time_elapsed} ago`,
    date: (
      <>
        <Typography variant="body2">{shopDate(row.created_at)}</Typography>
        {!wide && (
          <Typography variant="caption" color="text.secondary">
            {row.time_elapsed} ago
          </Typography>
        )}
      </>
    ),
    products: <ProductsCell row={row} onOpen={onProducts} />,
    message: hasMessages ? (
      <Button size="small" onClick={onMessages}>
        View Messages
      </Button>
    ) : (
      <Typography variant="body2" color="text.secondary">
        {AdminMessages.noMessages}
      </Typography>
    ),
    payment: <Chip size="small" label={row.payment_badge} color={paymentColor(row.payment_badge)} />,
    status: <Chip size="small" variant="outlined" label={row.status_badge} />,
    actions: (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        <PackingSlipButton orderId={row.id} compact />
        {row.offers.cancel && (
          <Button size="small" color="error" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Stack>
    ),
  };

  return (
    <Fragment>
      <TableRow
        hover
        selected={selected}
        data-order-id={row.id}
        sx={expanded ? { '& > td': { borderBottom: 0 } } : undefined}
      >
        {selectable && (
          <TableCell padding="checkbox">
            {row.offers.selectable && (
              <Checkbox
                slotProps={{ input: { 'aria-label': `Select order ${row.id}` } }}
                checked={selected}
                onChange={onToggle}
              />
            )}
          </TableCell>
        )}
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Packing details of order ${number}`}
            aria-expanded={expanded}
            onClick={onExpand}
          >
            {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        {columns.map((column) => (
          <TableCell key={column.key} data-column={column.key}>
            {cells[column.key]}
          </TableCell>
        ))}
      </TableRow>
      {expanded && (
        <TableRow data-details-of={row.id}>
          <TableCell colSpan={columns.length + (selectable ? 2 : 1)} sx={{ bgcolor: 'action.hover' }}>
            <PackingDetails
              packing={row.packing}
              prices
              actions={
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <PackingSlipButton orderId={row.id} />
                  {!wide && hasMessages && <Button onClick={onMessages}>View Messages</Button>}
                </Stack>
              }
            />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}
