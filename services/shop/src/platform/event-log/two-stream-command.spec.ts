import { ExpectedVersionConflict, type NewEvent, retryOnConflict, type SqlSession } from '@kilau/event-store';

import type { EventLog } from './event-log.js';
import type { DecidedStream } from './stream-command.js';
import { handleTwoStreamCommand } from './two-stream-command.js';

type Noted = NewEvent<'Noted', { n: number }>;
const noted = (n: number): Noted => ({ type: 'Noted', data: { n } });
/** A stream whose state is how many facts it holds. */
const counted = (id: string): DecidedStream<number, Noted> => ({ id, initialState: 0, evolve: (count) => count + 1 });

/**
 * Streams in memory behind the event log's surface, recording the order of locked reads and
 * appends; `afterRead` lets a rival writer append between a read and the decision's append.
 */
function logOver(streams: Record<string, Noted[]>, afterRead: (reads: number) => void = () => {}) {
  const session = {} as SqlSession;
  const calls: string[] = [];
  let reads = 0;
  const log = {
    store: {
      foldStream: async <S, E>(_: SqlSession, id: string, fold: { initial: S; evolve: (s: S, e: E) => S }) => {
        calls.push(`lock ${id}`);
        const stream = (streams[id] ??= []);
        const folded = { state: (stream as E[]).reduce(fold.evolve, fold.initial), version: stream.length };
        afterRead(++reads);
        return folded;
      },
    },
    transact: <T>(work: (session: SqlSession) => Promise<T>) =>
      retryOnConflict(() => work(session), { baseDelayMs: 0 }),
    append: async (_: SqlSession, id: string, events: Noted[], options: { expectedVersion: number }) => {
      const stream = (streams[id] ??= []);
      if (options.expectedVersion !== stream.length) {
        throw new ExpectedVersionConflict(id, options.expectedVersion, stream.length);
      }
      calls.push(`append ${id}`);
      stream.push(...events);
    },
  };
  return { log: log as unknown as EventLog, calls };
}
const metadata = { correlationId: 'c', causationId: 'c', actor: { kind: 'system' as const } };
const streams = [counted('payment-7'), counted('order-7')] as const;

describe('the two-stream command handler', () => {
  it('locks the streams in the order of their ids, appends in the order named, and answers both states', async () => {
    const data = { 'payment-7': [noted(0)], 'order-7': [] };
    const { log, calls } = logOver(data);
    const [payment, order] = await handleTwoStreamCommand(
      log,
      streams,
      (payments, orders) => [[noted(payments)], [noted(orders), noted(orders + 1)]],
      { metadata },
    );
    expect(calls).toEqual(['lock order-7', 'lock payment-7', 'append payment-7', 'append order-7']);
    expect(payment).toEqual({ before: 1, events: [noted(1)], after: 2 });
    expect(order).toEqual({ before: 0, events: [noted(0), noted(1)], after: 2 });
  });

  it('appends nothing to a stream the decision left alone', async () => {
    const { log, calls } = logOver({});
    await handleTwoStreamCommand(log, streams, () => [[noted(0)], []], { metadata });
    expect(calls).toEqual(['lock order-7', 'lock payment-7', 'append payment-7']);
  });

  it('decides again on both fresh streams when another writer appended to one between the read and the append', async () => {
    const data: Record<string, Noted[]> = { 'payment-7': [], 'order-7': [] };
    const { log } = logOver(data, (reads) => {
      if (reads === 2) data['order-7']!.push(noted(99)); // a rival's fact, after the first decision read
    });
    const seen: Array<[number, number]> = [];
    const [, order] = await handleTwoStreamCommand(
      log,
      streams,
      (payments, orders) => (seen.push([payments, orders]), [[], [noted(orders)]]),
      { metadata },
    );
    expect(seen).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(order.events).toEqual([noted(1)]);
    expect(data['order-7']).toEqual([noted(99), noted(1)]);
  });
});
