import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import type { SqlSession } from '@kilau/event-store';

import { loadCart } from '../../../cart/cart-stream.js';
import { decide as decideCart, findItem } from '../../../cart/decider.js';
import { cartStreamId } from '../../../cart/events.js';
import { idsInLines } from '../../../cart/line-rules.js';
import { lookUpItems } from '../../../catalogue/items/item-facts.js';
import { takeStock } from '../../../catalogue/items/stock.js';
import { SHOP_CONFIG } from '../../../config/config.module.js';
import type { ShopConfig } from '../../../config/shop-config.js';
import { EventLog } from '../../../event-log/event-log.js';
import { decide, noOrder } from '../../decider.js';
import { orderStreamId } from '../../events.js';
import { loadOrder } from '../../order-stream.js';
import { placeOrder } from '../../place-order.js';
import { type PlacedOrder, PlaceOrder } from './command.js';
import { claimKey, requestHash } from './idempotency.js';
import { shippingAddressFrom } from './shipping-address.js';

/**
 * The checkout, in one transaction: the selected lines priced now, every unit taken with a
 * guarded update (rows locked in one order, so checkouts queue instead of deadlocking),
 * `OrderPlaced` appended, the lines gone from the cart. Any refusal leaves everything as it was.
 */
@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder, PlacedOrder> {
  constructor(
    private readonly log: EventLog,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  execute(command: PlaceOrder): Promise<PlacedOrder> {
    const shipping = shippingAddressFrom(command.checkout);
    return this.log.transact(async (session) => {
      const orderId = await nextOrderId(session);
      const earlier = command.idempotencyKey ? await this.claim(session, command, orderId) : undefined;
      if (earlier !== undefined) return this.answerFor(session, earlier);

      const { user, checkout, metadata } = command;
      const cart = await loadCart(session, this.log.store, user.id, { forUpdate: true });
      const items = checkout.cart_item_ids.map((id) => findItem(cart.state, id));
      const facts = await lookUpItems(session, idsInLines(items), { lock: true });
      const shippingCost = checkout.shipping_cost;
      const paymentTtlMs = this.config.orderPaymentTtlMs;
      const order = placeOrder({
        orderId,
        userId: user.id,
        email: user.email,
        items,
        facts,
        shipping,
        shippingCost,
        paymentTtlMs,
      });
      const short = await takeStock(session, order.stock);
      if (short.length) throw new Error(`stock moved under a row lock: ${JSON.stringify(short)}`);
      const placed = decide({ type: 'PlaceOrder', order }, noOrder);
      await this.log.store.append(session, orderStreamId(orderId), placed, { expectedVersion: 0, metadata });
      const checkedOut = decideCart(
        { type: 'CheckOutCartItems', itemIds: checkout.cart_item_ids, orderId },
        cart.state,
      );
      await this.log.store.append(session, cartStreamId(user.id), checkedOut, {
        expectedVersion: cart.version,
        metadata,
      });
      if (checkout.newsletter) await subscribe(session, shipping.email, user.id);
      return {
        order_id: orderId,
        total_price: order.totals.total,
        status: 'pending',
        payment_deadline: order.paymentDeadline,
      };
    });
  }

  private claim(session: SqlSession, { user, checkout, idempotencyKey }: PlaceOrder, orderId: number) {
    return claimKey(session, { userId: user.id, key: idempotencyKey!, hash: requestHash(checkout), orderId });
  }

  private async answerFor(session: SqlSession, orderId: number): Promise<PlacedOrder> {
    const { state } = await loadOrder(session, this.log.store, orderId);
    if (state.status === 'none') throw new Error(`idempotency key names order ${orderId}, which has no events`);
    return {
      order_id: orderId,
      total_price: state.totals.total,
      status: 'pending',
      payment_deadline: state.paymentDeadline,
    };
  }
}

async function nextOrderId(session: SqlSession): Promise<number> {
  const { rows } = await session.query<{ id: string }>(`SELECT nextval('order_ids') AS id`);
  return Number(rows[0]!.id);
}

/** 'Mail me about exclusive offer.': subscribes the contact address, quietly if it already is. */
async function subscribe(session: SqlSession, email: string, userId: number): Promise<void> {
  await session.query(
    `INSERT INTO newsletter_subscriptions (email, user_id) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING`,
    [email, userId],
  );
}
