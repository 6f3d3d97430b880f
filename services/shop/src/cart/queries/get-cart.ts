import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';

import { lookUpItems } from '../../catalogue/items/item-facts.js';
import { EventLog } from '../../platform/event-log/event-log.js';
import { loadCart } from '../cart-stream.js';
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
 * show it. A cart stream is short, and one read answers it.
 */
@QueryHandler(GetCart)
export class GetCartHandler implements IQueryHandler<GetCart, CartView> {
  constructor(private readonly log: EventLog) {}

  async execute({ userId }: GetCart): Promise<CartView> {
    // two reads, no transaction: under read committed one would not make them agree any better
    const cart = await loadCart(this.log.autocommit, userId);
    const facts = await lookUpItems(this.log.autocommit, idsInLines(cart.state.items));
    return { items: cart.state.items.map((item) => viewCartLine(item, facts)) };
  }
}
