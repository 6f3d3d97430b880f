import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { lookUpItems } from '../../../catalogue/items/item-facts.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { appendToCart, loadCart } from '../../cart-stream.js';
import { type CartLineView, viewCartLine } from '../../cart-view.js';
import { CartWrites } from '../../cart-writes.js';
import { decide, findItem } from '../../decider.js';
import { idsInLines } from '../../line-rules.js';
import { ChangeCartItem } from './command.js';

@CommandHandler(ChangeCartItem)
export class ChangeCartItemHandler implements ICommandHandler<ChangeCartItem, CartLineView> {
  constructor(
    private readonly log: EventLog,
    private readonly writes: CartWrites,
  ) {}

  async execute({ userId, itemId, changes, metadata }: ChangeCartItem): Promise<CartLineView> {
    await this.writes.spend(userId);
    return this.log.transactUnlockedFirst(async (session, locked) => {
      const cart = await loadCart(session, userId, { forUpdate: locked });
      const { id: _id, quantity: _quantity, ...current } = findItem(cart.state, itemId);
      const { quantity, ...content } = changes;
      const line = { ...current, ...content };
      const facts = await lookUpItems(session, idsInLines([line]));
      const events = decide({ type: 'ChangeCartItem', itemId, line, quantity, facts }, cart.state);
      const after = await appendToCart(this.log, session, userId, cart, events, metadata);
      return viewCartLine(findItem(after, itemId), facts);
    });
  }
}
