import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';

import { AdminMessages } from '@kilau/domain';

import { shownColumns } from './columns';
import { MessagesDialog, ProductsDialog } from './ItemDialogs';
import { OrderTableRow } from './OrderTableRow';
import type { OrderRow } from './row';

/**
 * The orders of the page (order-side seed §2): checkboxes only where the tab and the order allow
 * a bulk action, each row's packing details one click away, the products and messages dialogs,
 * the badges and the row's actions, all as the row's offers say. With no orders, the notice sits
 * in the body under the header row.
 */
export function OrdersTable({
  rows,
  loading,
  selectable,
  selectedIds,
  onToggle,
  onSelectPage,
  onCancel,
}: {
  rows: OrderRow[];
  loading: boolean;
  selectable: boolean;
  selectedIds: number[];
  onToggle: (id: number) => void;
  onSelectPage: (ids: number[]) => void;
  onCancel: (order: OrderRow) => void;
}) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'), { noSsr: true });
  const columns = shownColumns(wide);
  const [products, setProducts] = useState<OrderRow>();
  const [messages, setMessages] = useState<OrderRow>();
  const [expanded, setExpanded] = useState<number>();
  const pickable = rows.filter((row) => row.offers.selectable).map((row) => row.id);
  const allPicked = pickable.length > 0 && pickable.every((id) => selectedIds.includes(id));
  const width = columns.length + (selectable ? 2 : 1);

  return (
    <TableContainer>
      {/* half the usual side padding: nine columns fit beside the sidebar on a 1280 px screen */}
      <Table
        size="small"
        aria-label="Orders"
        sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 } }}
      >
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
            <TableCell padding="checkbox" />
            {columns.map((column) => (
              <TableCell key={column.key}>{column.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {!loading && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={width} align="center">
                <Typography color="text.secondary" sx={{ py: 2 }}>
                  {AdminMessages.noOrders}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <OrderTableRow
              key={row.id}
              row={row}
              columns={columns}
              selectable={selectable}
              selected={selectedIds.includes(row.id)}
              expanded={expanded === row.id}
              onToggle={() => onToggle(row.id)}
              onExpand={() => setExpanded(expanded === row.id ? undefined : row.id)}
              onProducts={() => setProducts(row)}
              onMessages={() => setMessages(row)}
              onCancel={() => onCancel(row)}
            />
          ))}
        </TableBody>
      </Table>
      {products && <ProductsDialog order={products} onClose={() => setProducts(undefined)} />}
      {messages && <MessagesDialog order={messages} onClose={() => setMessages(undefined)} />}
    </TableContainer>
  );
}
