import { ExpectedVersionConflict, type NewEvent, retryOnConflict, type SqlSession } from '@kilau/event-store';

import type { EventLog } from '../../platform/event-log/event-log.js';
import type { OrderEvent, OrderPlaced } from '../events.js';
import type { OrderCommand } from './commands.js';
import { handleOrderCommand } from './handle-order-command.js';

const placed: OrderPlaced = {
  type: 'OrderPlaced',
  data: {
    ...{ orderId: 7, userId: 1, email: 'a@example.com', lines: [], stock: [], campaignIds: [] },
    totals: { subtotal: 100_000, productDiscount: 0, charmDiscount: 0, shipping: 10_000, total: 110_000 },
    shipping: {} as OrderPlaced['data']['shipping'],
    placedAt: '2026-11-22T01:00:00.000Z',
    paymentDeadline: '2026-11-22T04:00:00.000Z',
  },
};
const paid: OrderEvent = {
  type: 'PaymentSettled',
  data: { orderId: 7, attemptId: '7-1', transactionId: 't', paymentType: 'qris', amount: 110_000, at: 'x' },
};
const now = new Date('2026-11-22T02:00:00.000Z');
const cancel: OrderCommand = { type: 'CancelOrder', reason: 'Canceled by user' };

/**
 * One order stream in memory behind the event log's surface: transact retries as the real one does.
 * `afterRead` runs after each read, for a rival writer to append between a read and its append.
 */
function logOver(stream: OrderEvent[], afterRead: (reads: number) => void = () => {}) {
  const session = {} as SqlSession;
  let reads = 0;
  const log = {
    store: {
      foldStream: async <S, E>(_: SqlSession, __: string, fold: { initial: S; evolve: (s: S, e: E) => S }) => {
        const folded = { state: (stream as E[]).reduce(fold.evolve, fold.initial), version: stream.length };
        afterRead(++reads);
        return folded;
      },
    },
    transact: <T>(work: (session: SqlSession) => Promise<T>) =>
      retryOnConflict(() => work(session), { baseDelayMs: 0 }),
    append: async (_: SqlSession, streamId: string, events: NewEvent[], options: { expectedVersion: number }) => {
      if (options.expectedVersion !== stream.length) {
        throw new ExpectedVersionConflict(streamId, options.expectedVersion, stream.length);
      }
      stream.push(...(events as OrderEvent[]));
    },
  };
  return log as unknown as EventLog;
}
const options = { now, metadata: {} };

describe('the order command runner', () => {
  it('given a placed order, appends what the decision made and answers the order before and after', async () => {
    const stream: OrderEvent[] = [placed];
    const handled = await handleOrderCommand(logOver(stream), 7, cancel, options);
    expect(handled.events).toEqual([
      {
        type: 'OrderCancelled',
        data: {
          orderId: 7,
          reason: 'Canceled by user',
          stockReturned: [],
          refundDue: false,
          cancelledAt: now.toISOString(),
        },
      },
    ]);
    expect(stream.slice(1)).toEqual(handled.events);
    expect([handled.before.status, handled.after.status]).toEqual(['pending', 'cancelled']);
  });

  it('when another writer appends between the read and the append, decides again on the fresh order', async () => {
    const stream: OrderEvent[] = [placed];
    const rivalPays = (reads: number) => void (reads === 1 && stream.push(paid));
    const handled = await handleOrderCommand(logOver(stream, rivalPays), 7, cancel, options);
    expect(stream.map((event) => event.type)).toEqual(['OrderPlaced', 'PaymentSettled', 'OrderCancelled']);
    expect(handled.events).toEqual([
      {
        type: 'OrderCancelled',
        data: {
          orderId: 7,
          reason: 'Canceled by user',
          stockReturned: [],
          refundDue: true,
          cancelledAt: now.toISOString(),
        },
      },
    ]);
  });

  it('when the decision makes nothing, appends nothing and runs no side writes', async () => {
    const stream: OrderEvent[] = [placed];
    let sideWrites = 0;
    const alongside = async () => void sideWrites++;
    const handled = await handleOrderCommand(
      logOver(stream),
      7,
      { type: 'CancelUnpaidOrder' },
      { ...options, alongside },
    );
    expect(handled.events).toEqual([]);
    expect(stream).toHaveLength(1);
    expect(sideWrites).toBe(0);
  });

  it('a refusal appends nothing and reaches the caller', async () => {
    const stream: OrderEvent[] = [];
    await expect(handleOrderCommand(logOver(stream), 7, cancel, options)).rejects.toThrow('Order not found');
    expect(stream).toEqual([]);
  });
});
