import type { EventMetadata, SqlSession } from '@kilau/event-store';

import type { EventLog } from '../../platform/event-log/event-log.js';
import { type OrderEvent, orderStreamId } from '../events.js';
import { loadOrder } from '../order-stream.js';
import type { OrderCommand } from './commands.js';
import { decide } from './decide.js';
import { evolve } from './evolve.js';
import type { OrderState } from './state.js';

/** What the order's decision saw and made: the order before, the facts appended, the order after them. */
export interface HandledOrderCommand {
  before: OrderState;
  events: OrderEvent[];
  after: OrderState;
}

export interface OrderCommandOptions {
  /** The time the decision is taken at (the handler's clock). */
  now: Date;
  metadata: EventMetadata;
  /** Writes that go with the facts in their transaction (stock given back with `OrderCancelled`, say). */
  alongside?: (session: SqlSession, events: readonly OrderEvent[]) => Promise<void>;
}

/**
 * The order's stream handler, after Emmett's `CommandHandler`: the order locked and folded, the
 * command decided on it, its facts appended expecting the version read, all in one transaction.
 * Another writer that got there first (a version conflict, a serialization failure) makes
 * {@link EventLog.transact} start over on the fresh order, a bounded number of times (its
 * `retryOnConflict`), so the decision is always taken on the order as it stands.
 */
export function handleOrderCommand(
  log: EventLog,
  orderId: number,
  command: OrderCommand,
  options: OrderCommandOptions,
): Promise<HandledOrderCommand> {
  return log.transact(async (session) => {
    const { state, version } = await loadOrder(session, log.store, orderId, { forUpdate: true });
    const events = decide(command, state, options.now);
    if (events.length) {
      await options.alongside?.(session, events);
      await log.append(session, orderStreamId(orderId), events, {
        expectedVersion: version,
        metadata: options.metadata,
      });
    }
    return { before: state, events, after: events.reduce(evolve, state) };
  });
}
