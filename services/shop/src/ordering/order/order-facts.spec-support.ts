import { decider } from '../../platform/shared/decider-specification.js';
import type { OrderEvent, OrderPlaced } from '../events.js';
import type { OrderCommand } from './commands.js';
import { decide } from './decide.js';
import { evolve } from './evolve.js';
import { noOrder, type OrderState } from './state.js';

/** Facts of order 7, for the order decider's given/when/then specs. */
export const now = new Date('2026-11-22T03:00:00.000Z');
export const at = now.toISOString();
export const codes = { destinationCode: 'BDG', receiverArea: 'BDG001' };

export const placed: OrderPlaced = {
  type: 'OrderPlaced',
  data: {
    ...{ orderId: 7, userId: 1, email: 'a@example.com', lines: [], campaignIds: [] },
    totals: { subtotal: 100_000, productDiscount: 0, charmDiscount: 0, shipping: 10_000, total: 110_000 },
    shipping: {
      ...{ firstName: 'Ayu', lastName: 'L', email: 'a@example.com', phone: '8123456789', address: 'Jl. Melati 5' },
      ...{ city: 'KOTA BANDUNG', district: 'COBLONG', areaCode: 'BDO1', province: 'Jawa Barat', postalCode: '40132' },
      ...{ country: 'IDN', text: 'Jl. Melati 5, KOTA BANDUNG, Jawa Barat, 40132' },
    },
    stock: [
      { kind: 'product', id: 1, quantity: 1 },
      { kind: 'charm', id: 9, quantity: 2 },
    ],
    placedAt: '2026-11-22T01:00:00.000Z',
    paymentDeadline: '2026-11-22T04:00:00.000Z',
  },
};
export const payment = { orderId: 7, attemptId: '7-1', transactionId: 't', paymentType: 'qris', amount: 110_000, at };
export const paid: OrderEvent = { type: 'PaymentSettled', data: payment };
export const waybill = (awb = 'JO0000000007'): OrderEvent => ({
  type: 'WaybillAssigned',
  data: { orderId: 7, awb, ...codes, etd: null, reused: false, orderCancelled: false, at: 'x' },
});
export const labelled: OrderEvent = {
  type: 'ShipmentLabelCreated',
  data: { orderId: 7, awb: 'JO0000000007', at: 'x' },
};
export const cancelled: OrderEvent = {
  type: 'OrderCancelled',
  data: { orderId: 7, reason: 'Canceled by user', stockReturned: [], refundDue: true, cancelledAt: 'x' },
};
export const courierCancelled: OrderEvent = {
  type: 'CourierOrderCancelled',
  data: { orderId: 7, awb: 'JO0000000007', reason: 'r', at: 'x' },
};
export const refusedAs = (reason: string): OrderEvent => ({
  type: 'WaybillRefused',
  data: { orderId: 7, reason, message: reason, at: 'x' },
});
export const failedAs = (message?: string): OrderEvent => ({
  type: 'ShipmentCreationFailed',
  data: { orderId: 7, error: 'J&T answered 503', ...(message && { message }), attempts: 4, at: 'x' },
});
export const requested = (retry: number): OrderEvent => ({
  type: 'WaybillRequested',
  data: { orderId: 7, retry, at: 'x' },
});

/** The order decider at {@link now}, given/when/then. */
export const order = decider<OrderState, OrderCommand, OrderEvent>({
  decide: (command, state) => decide(command, state, now),
  evolve,
  initialState: noOrder,
});

export const given = (...events: OrderEvent[]): OrderState => events.reduce(evolve, noOrder);
