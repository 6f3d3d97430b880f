import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { CartMessages } from '@kilau/domain';

import { EventLog } from '../../../platform/event-log/event-log.js';
import { appendToCart, loadCart } from '../../cart-stream.js';
import { CartWrites } from '../../cart-writes.js';
import { decide } from '../../decider.js';
import { RemoveCartItem } from './command.js';

@CommandHandler(RemoveCartItem)
export class RemoveCartItemHandler implements ICommandHandler<RemoveCartItem, { detail: string }> {
  constructor(
    private readonly log: EventLog,
    private readonly writes: CartWrites,
  ) {}

  async execute({ userId, itemId, metadata }: RemoveCartItem): Promise<{ detail: string }> {
    await this.writes.spend(userId);
    return this.log.transactUnlockedFirst(async (session, locked) => {
      const cart = await loadCart(session, userId, { forUpdate: locked });
      const events = decide({ type: 'RemoveCartItem', itemId }, cart.state);
      await appendToCart(this.log, session, userId, cart, events, metadata);
      return { detail: CartMessages.itemRemoved };
    });
  }
}
