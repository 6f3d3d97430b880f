import {
  Button,
  Checkbox,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useCreatePath } from 'react-admin';

import { AdminMessages } from '@kilau/domain';

import { MessagesDialog, ProductsDialog } from './ItemDialogs';
import { type OrderRow, shopDate } from './row';

const COLUMNS = ['Customer', 'Order ID', 'Time', 'Date', 'Products', 'Message', 'Payment Status', 'Status', ''];

const paymentColor = (badge: string) => (badge === 'Paid' ? 'success' : badge === 'Not Paid' ? 'warning' : 'default');

/**
 * The orders of the page (order-side seed §2): checkboxes only where the tab and the order allow
 * a bulk action, the id linked to the order's history, the products and messages dialogs, the
 * badges and the row's Cancel button, all as the row's offers say.
 */
export function OrdersTable({
  rows,
  selectable,
  selectedIds,
  onToggle,
  onSelectPage,
  onCancel,
}: {
  rows: OrderRow[];
  selectable: boolean;
  selectedIds: number[];
  onToggle: (id: number) => void;
  onSelectPage: (ids: number[]) => void;
  onCancel: (order: OrderRow) => void;
}) {
  const createPath = useCreatePath();
  const [products, setProducts] = useState<OrderRow>();
  const [messages, setMessages] = useState<OrderRow>();
  const pickable = rows.filter((row) => row.offers.selectable).map((row) => row.id);
  const allPicked = pickable.length > 0 && pickable.every((id) => selectedIds.includes(id));

  return (
    <TableContainer>
      <Table size="small" aria-label="Orders">
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  slotProps={{ input: { 'aria-label': 'Select all orders on this page' } }}
                  checked={allPicked}
                  indeterminate={!allPicked && selectedIds.length > 0}
                  disabled={pickable.length === 0}
                  onChange={() => onSelectPage(allPicked ? [] : pickable)}
                />
              </TableCell>
            )}
            {COLUMNS.map((name, index) => (
              <TableCell key={index}>{name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const hasMessages = row.product_summary.some((item) => item.message.trim() !== '');
            return (
              <TableRow key={row.id} hover selected={selectedIds.includes(row.id)} data-order-id={row.id}>
                {selectable && (
                  <TableCell padding="checkbox">
                    {row.offers.selectable && (
                      <Checkbox
                        slotProps={{ input: { 'aria-label': `Select order ${row.id}` } }}
                        checked={selectedIds.includes(row.id)}
                        onChange={() => onToggle(row.id)}
                      />
                    )}
                  </TableCell>
                )}
                <TableCell>{row.user_email}</TableCell>
                <TableCell>
                  <Link component={RouterLink} to={createPath({ resource: 'orders', id: row.id, type: 'show' })}>
                    {row.padded_id}
                  </Link>
                </TableCell>
                <TableCell>{row.time_elapsed} ago</TableCell>
                <TableCell>{shopDate(row.created_at)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setProducts(row)} sx={{ textTransform: 'none' }}>
                    {row.products_cell}
                  </Button>
                </TableCell>
                <TableCell>
                  {hasMessages ? (
                    <Button size="small" onClick={() => setMessages(row)}>
                      View Messages
                    </Button>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {AdminMessages.noMessages}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={row.payment_badge} color={paymentColor(row.payment_badge)} />
                </TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" label={row.status_badge} />
                </TableCell>
                <TableCell>
                  {row.offers.cancel && (
                    <Button size="small" color="error" onClick={() => onCancel(row)}>
                      Cancel
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {products && <ProductsDialog order={products} onClose={() => setProducts(undefined)} />}
      {messages && <MessagesDialog order={messages} onClose={() => setMessages(undefined)} />}
    </TableContainer>
  );
}
