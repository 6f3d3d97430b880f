import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { CartMessages } from '@kilau/domain';

import { EventLog } from '../../../platform/event-log/event-log.js';
import { loadCart } from '../../cart-stream.js';
import { CartWrites } from '../../cart-writes.js';
import { decide } from '../../decider.js';
import { cartStreamId } from '../../events.js';
import { RemoveCartItem } from './command.js';

@CommandHandler(RemoveCartItem)
export class RemoveCartItemHandler implements ICommandHandler<RemoveCartItem, { detail: string }> {
  constructor(
    private readonly log: EventLog,
    private readonly writes: CartWrites,
  ) {}

  async execute({ userId, itemId, metadata }: RemoveCartItem): Promise<{ detail: string }> {
    await this.writes.spend(userId);
    return this.log.transact(async (session) => {
      const cart = await loadCart(session, this.log.store, userId, { forUpdate: true });
      const events = decide({ type: 'RemoveCartItem', itemId }, cart.state);
      await this.log.append(session, cartStreamId(userId), events, { expectedVersion: cart.version, metadata });
      return { detail: CartMessages.itemRemoved };
    });
  }
}
