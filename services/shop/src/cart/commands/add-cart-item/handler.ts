import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { EventLog } from '../../../platform/event-log/event-log.js';
import { appendToCart, loadCartForAdd } from '../../cart-stream.js';
import { type CartLineView, viewCartLine } from '../../cart-view.js';
import { CartWrites } from '../../cart-writes.js';
import { decide, sameContent } from '../../decider.js';
import { idsInLines } from '../../line-rules.js';
import { AddCartItem } from './command.js';

/** Adds the line, or raises the quantity of the same line already there; answers the line as it now stands. */
@CommandHandler(AddCartItem)
export class AddCartItemHandler implements ICommandHandler<AddCartItem, CartLineView> {
  constructor(
    private readonly log: EventLog,
    private readonly writes: CartWrites,
  ) {}

  async execute({ userId, line, quantity, metadata }: AddCartItem): Promise<CartLineView> {
    await this.writes.spend(userId);
    return this.log.transactUnlockedFirst(async (session, locked) => {
      const ids = idsInLines([line]);
      const { newItemId, facts, ...cart } = await loadCartForAdd(session, userId, ids, { forUpdate: locked });
      const events = decide({ type: 'AddCartItem', newItemId, line, quantity, facts }, cart.state);
      const after = await appendToCart(this.log, session, userId, cart, events, metadata);
      return viewCartLine(
        after.items.find((item) => sameContent(item, line))!,
        facts,
      );
    });
  }
}
