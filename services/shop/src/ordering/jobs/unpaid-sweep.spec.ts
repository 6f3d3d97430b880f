import type { CommandBus } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';

import type { ShopConfig } from '../../platform/config/shop-config.js';
import type { CancelUnpaidOrder, UnpaidOrderOutcome } from '../commands/cancel-unpaid-order/command.js';
import { UnpaidSweep } from './unpaid-sweep.js';

/** A sweep over `rounds` of overdue order ids, each order's command answering (or throwing) `outcomes(id)`. */
function sweepOver(rounds: number[][], outcomes: (orderId: number) => UnpaidOrderOutcome['outcome'] | 'throws') {
  const applied: number[] = [];
  const db = { query: async () => (rounds.shift() ?? []).map((id) => ({ order_id: String(id) })) };
  const commands = {
    execute: async (command: CancelUnpaidOrder) => {
      applied.push(command.orderId);
      const outcome = outcomes(command.orderId);
      if (outcome === 'throws') throw new Error(`order ${command.orderId} refused`);
      return { outcome };
    },
  };
  const sweep = new UnpaidSweep(
    commands as unknown as CommandBus,
    db as unknown as DataSource,
    {
      unpaidSweepMs: 30_000,
    } as ShopConfig,
  );
  const work = () => (sweep as unknown as { work(id: string): Promise<unknown> }).work('timer:unpaid-sweep:test');
  return { applied, work };
}

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('the unpaid sweep', () => {
  it('goes on past an order whose cancellation fails, and counts it for the next period', async () => {
    const { applied, work } = sweepOver([[1, 2, 3]], (id) => (id === 2 ? 'throws' : 'cancelled'));
    expect(await work()).toEqual({ cancelled: 2, failed: 1 });
    expect(applied).toEqual([1, 2, 3]);
  });

  it('takes a backlog round after round until a round is not full', async () => {
    const { applied, work } = sweepOver([ids(1, 500), ids(501, 20)], () => 'cancelled');
    expect(await work()).toEqual({ cancelled: 520, failed: 0 });
    expect(applied).toEqual(ids(1, 520));
  });

  it('stops after a full round of which nothing could be cancelled, which would come back whole', async () => {
    const { applied, work } = sweepOver([ids(1, 500), ids(1, 500)], () => 'not_pending');
    expect(await work()).toEqual({ cancelled: 0, failed: 0 });
    expect(applied).toHaveLength(500);
  });
});
