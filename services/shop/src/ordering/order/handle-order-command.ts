import type { EventMetadata, SqlSession } from '@kilau/event-store';

import type { EventLog } from '../../platform/event-log/event-log.js';
import { type Handled, handleStreamCommand } from '../../platform/event-log/stream-command.js';
import type { OrderEvent } from '../events.js';
import { orderStream } from '../order-stream.js';
import type { OrderCommand } from './commands.js';
import { decide } from './decide.js';
import type { OrderState } from './state.js';

/** What the order's decision saw and made: the order before, the facts appended, the order after them. */
export type HandledOrderCommand = Handled<OrderState, OrderEvent>;

export interface OrderCommandOptions {
  /** The time the decision is taken at (the handler's clock). */
  now: Date;
  metadata: EventMetadata;
  /** Writes that go with the facts in their transaction (stock given back with `OrderCancelled`, say). */
  alongside?: (session: SqlSession, events: readonly OrderEvent[]) => Promise<void>;
}

/**
 * An order command through the stream handler (`platform/event-log/stream-command.ts`, after
 * Emmett's `CommandHandler`): the order locked and folded, the command decided on it at `now`,
 * its facts appended expecting the version read, in one transaction; a writer that lost the race
 * decides again on the fresh order.
 */
export function handleOrderCommand(
  log: EventLog,
  orderId: number,
  command: OrderCommand,
  options: OrderCommandOptions,
): Promise<HandledOrderCommand> {
  return handleStreamCommand(log, orderStream(orderId), (state) => decide(command, state, options.now), options);
}
