import {
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

import { AdminMessages, orderItemName } from '@kilau/domain';

import type { OrderRow } from './row';

/** 'Order Products': each item's name, type, quantity, image and message (order-side seed §2). */
export function ProductsDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="products-title" fullWidth maxWidth="md">
      <DialogTitle id="products-title">Order Products</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Customer Messages': the message written on each item that has one. */
export function MessagesDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const messages = order.product_summary.filter((item) => item.message.trim() !== '');
  return (
    <Dialog open onClose={onClose} aria-labelledby="messages-title" fullWidth maxWidth="sm">
      <DialogTitle id="messages-title">Customer Messages</DialogTitle>
      <DialogContent>
        {messages.map((item, index) => (
          <Typography key={index} gutterBottom>
            <strong>{orderItemName(item)}:</strong> {item.message}
          </Typography>
        ))}
        {messages.length === 0 && <Typography>{AdminMessages.noMessages}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
