import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';

import { factsHold, lookUpItems } from '../../catalogue/items/item-facts.js';
import { EventLog } from '../../platform/event-log/event-log.js';
import { loadCartPriced } from '../cart-stream.js';
import { type CartLineView, viewCartLine } from '../cart-view.js';
import { idsInLines } from '../line-rules.js';

/** The caller's cart, priced now (the cart drawer's GET /api/cart/). */
export class GetCart {
  constructor(readonly userId: number) {}
}

export interface CartView {
  items: CartLineView[];
}

/**
 * Read from the cart's own stream rather than a projection: right after an add, the drawer must
 * show it. One statement reads the cart's snapshot, the events after it and its lines' facts; a
 * line it has no facts for (added after the snapshot) has them read on their own.
 */
@QueryHandler(GetCart)
export class GetCartHandler implements IQueryHandler<GetCart, CartView> {
  constructor(private readonly log: EventLog) {}

  async execute({ userId }: GetCart): Promise<CartView> {
    const { cart, facts: along } = await loadCartPriced(this.log.autocommit, userId);
    const ids = idsInLines(cart.state.items);
    const facts = factsHold(along, ids) ? along : await lookUpItems(this.log.autocommit, ids);
    return { items: cart.state.items.map((item) => viewCartLine(item, facts)) };
  }
}
