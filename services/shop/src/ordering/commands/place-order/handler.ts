import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { CheckoutMessages, formatRupiah, shippingWeight } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import { loadCart } from '../../../cart/cart-stream.js';
import { decide as decideCart, findItem } from '../../../cart/decider.js';
import { cartStreamId } from '../../../cart/events.js';
import { pricingMoment } from '../../../catalogue/items/item-facts.js';
import type { StockLine } from '../../../catalogue/items/stock.js';
import { takeItems } from '../../../catalogue/items/take-items.js';
import { SHOP_CONFIG } from '../../../config/config.module.js';
import type { ShopConfig } from '../../../config/shop-config.js';
import { EventLog } from '../../../event-log/event-log.js';
import { Refused } from '../../../shared/refused.js';
import { ShippingFees } from '../../../shipping/fees/shipping-fees.js';
import { decide, noOrder } from '../../decider.js';
import { orderStreamId } from '../../events.js';
import { loadOrder } from '../../order-stream.js';
import { orderStock, placeOrder, shortOf } from '../../place-order.js';
import { type PlacedOrder, PlaceOrder } from './command.js';
import { claimKey, requestHash } from './idempotency.js';
import { OrderIds } from './order-ids.js';
import { shippingAddressFrom } from './shipping-address.js';

/**
 * The checkout, in one transaction: the units taken with a guarded update (rows locked in one
 * order, so checkouts queue instead of deadlocking), the lines priced now with the shared rules,
 * `OrderPlaced` appended, the lines gone from the cart. Any refusal rolls all of it back.
 */
@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder, PlacedOrder> {
  constructor(
    private readonly log: EventLog,
    private readonly orderIds: OrderIds,
    private readonly fees: ShippingFees,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  execute(command: PlaceOrder): Promise<PlacedOrder> {
    const shipping = shippingAddressFrom(command.checkout);
    return this.log.transact(async (session) => {
      const orderId = await this.orderIds.next(session);
      const earlier = command.idempotencyKey ? await this.claim(session, command, orderId) : undefined;
      if (earlier !== undefined) return this.answerFor(session, earlier);

      const { user, checkout, metadata } = command;
      const cart = await loadCart(session, this.log.store, user.id, { forUpdate: true });
      const items = checkout.cart_item_ids.map((id) => findItem(cart.state, id));
      const shippingCost = await this.quotedFee(session, command, shippingWeight(items.map((item) => item.quantity)));
      const taken = await takeItems(session, orderStock(items));
      const facts = { ...taken, ...(await pricingMoment(session)) };
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
      if (taken.short.length) throw await refusalFor(session, taken.short[0]!);
      const placed = decide({ type: 'PlaceOrder', order }, noOrder);
      await this.log.append(session, orderStreamId(orderId), placed, { expectedVersion: 0, metadata });
      const checkedOut = decideCart(
        { type: 'CheckOutCartItems', itemIds: checkout.cart_item_ids, orderId },
        cart.state,
      );
      await this.log.append(session, cartStreamId(user.id), checkedOut, {
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

  /**
   * The fee J&T quoted for this destination and weight ('Check Shipping Fee'), which the order
   * charges; a fee the browser sends that is not the quote is refused, as is an unquoted parcel.
   */
  private async quotedFee(session: SqlSession, { checkout }: PlaceOrder, weight: number): Promise<number> {
    const destAreaCode = checkout.destAreaCode ?? '';
    const sendSiteCode = checkout.sendSiteCode || this.config.jnt.sendSiteCode;
    const fee = await this.fees.quoted(session, { destAreaCode, sendSiteCode, weight });
    if (fee === undefined) {
      throw new Refused('conflict', 'shipping_fee_not_quoted', CheckoutMessages.shippingFeeRequired, {
        detail: `No shipping fee is quoted for ${destAreaCode} and ${weight} kg: check the shipping fee again`,
      });
    }
    if (checkout.shipping_cost !== fee) {
      throw new Refused('conflict', 'shipping_fee_changed', CheckoutMessages.shippingFeeRequired, {
        detail: `The shipping fee for ${destAreaCode} and ${weight} kg is ${formatRupiah(fee)}, not ${formatRupiah(checkout.shipping_cost)}`,
        shipping_cost: fee,
      });
    }
    return fee;
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

/**
 * Another checkout took the units between this one's snapshot and its lock: the refusal names
 * the item with the stock as it is now (the row is locked, so this read is current).
 */
async function refusalFor(session: SqlSession, short: StockLine): Promise<Error> {
  const table = { product: 'products', charm: 'charms', gift_set: 'gift_sets' }[short.kind];
  const { rows } = await session.query<{ name: string; stock: number }>(
    `SELECT name, stock FROM ${table} WHERE id = $1`,
    [short.id],
  );
  return shortOf(short, rows[0] ?? { name: `#${short.id}`, stock: 0 });
}

/** 'Mail me about exclusive offer.': subscribes the contact address, quietly if it already is. */
async function subscribe(session: SqlSession, email: string, userId: number): Promise<void> {
  await session.query(
    `INSERT INTO newsletter_subscriptions (email, user_id) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING`,
    [email, userId],
  );
}
