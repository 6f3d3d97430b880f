import { Avatar, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

import { AdminMessages, orderItemName } from '@kilau/domain';

import { OkDialog } from '../../ui/OkDialog';
import type { OrderRow } from './row';

/** 'Order Products': each item's name, type, quantity, image and message (order-side seed §2). */
export function ProductsDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  return (
    <OkDialog title="Order Products" onClose={onClose} maxWidth="md">
      <Table size="small">
        <TableHead>
          <TableRow>
            {['Image', 'Name', 'Type', 'Quantity', 'Message'].map((name) => (
              <TableCell key={name}>{name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.product_summary.map((item, index) => (
            <TableRow key={index}>
              <TableCell>
                <Avatar variant="rounded" src={item.image || undefined} alt={orderItemName(item)} />
              </TableCell>
              <TableCell>{orderItemName(item)}</TableCell>
              <TableCell>{item.type}</TableCell>
              <TableCell>{item.quantity}</TableCell>
              <TableCell>{item.message || '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </OkDialog>
  );
}

/** 'Customer Messages': the message written on each item that has one. */
export function MessagesDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const messages = order.product_summary.filter((item) => item.message.trim() !== '');
  return (
    <OkDialog title="Customer Messages" onClose={onClose}>
      {messages.map((item, index) => (
        <Typography key={index} gutterBottom>
          <strong>{orderItemName(item)}:</strong> {item.message}
        </Typography>
      ))}
      {messages.length === 0 && <Typography>{AdminMessages.noMessages}</Typography>}
    </OkDialog>
  );
}
