import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { type LegacyOrderPiece, parcelWeightKg, unpaidOrdersProblem } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import { loadCart } from '../../../cart/cart-stream.js';
import { type CartItem, decide as decideCart, findItem } from '../../../cart/decider.js';
import { cartStreamId } from '../../../cart/events.js';
import { pricingMoment } from '../../../catalogue/items/item-facts.js';
import { weighedLine } from '../../../catalogue/items/item-weights.js';
import type { StockLine } from '../../../catalogue/items/stock.js';
import { takeItems } from '../../../catalogue/items/take-items.js';
import { NewsletterSignups } from '../../../newsletter/newsletter-signups.js';
import { SHOP_CONFIG } from '../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../platform/config/shop-config.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { RateLimits } from '../../../platform/http/rate-limits/rate-limits.js';
import { type ShopperBudget, shopperBudget } from '../../../platform/http/rate-limits/shopper-budget.js';
import { Refused } from '../../../platform/shared/refused.js';
import { CheckoutFees } from '../../../shipping/fees/checkout-fees.js';
import { type OrderEvent, type OrderPlaced, orderStreamId } from '../../events.js';
import type { ShortLine } from '../../order/commands.js';
import { decide } from '../../order/decide.js';
import { orderStock } from '../../order/price-order.js';
import { noOrder } from '../../order/state.js';
import { loadOrder } from '../../order-stream.js';
import { type PlacedOrder, PlaceOrder } from './command.js';
import { claimKey, requestHash } from './idempotency.js';
import { OrderIds } from './order-ids.js';
import { shippingAddressFrom } from './shipping-address.js';
import { countUnpaidOrders } from './unpaid-orders.js';

/**
 * The checkout, in one transaction: the units taken with a guarded update (rows locked in one
 * order, so checkouts queue instead of deadlocking), the lines priced now with the shared rules,
 * `OrderPlaced` appended, the lines gone from the cart. Any refusal rolls all of it back. Before
 * it, the account's and client's checkout budget is spent and the destination checked; in it,
 * the account's orders still waiting for payment are counted against their cap.
 */
@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder, PlacedOrder> {
  private readonly budget: ShopperBudget;

  constructor(
    private readonly log: EventLog,
    private readonly orderIds: OrderIds,
    private readonly fees: CheckoutFees,
    private readonly newsletter: NewsletterSignups,
    limits: RateLimits,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    this.budget = shopperBudget(limits, {
      name: 'checkout',
      perUser: config.checkoutsPerUser,
      perClient: config.checkoutsPerClient,
      durationSeconds: config.rateLimitWindowSeconds,
      reason: 'Too many orders placed',
    });
  }

  async execute(command: PlaceOrder): Promise<PlacedOrder> {
    const shipping = shippingAddressFrom(command.checkout);
    await this.budget.spend({ userId: command.user.id, client: command.client });
    const destination = await this.fees.destination(command.checkout);
    let mailed = false;
    const placed = await this.log.transact(async (session) => {
      const orderId = await this.orderIds.next(session);
      const earlier = command.idempotencyKey ? await this.claim(session, command, orderId) : undefined;
      if (earlier !== undefined) return this.answerFor(session, earlier);

      const { user, checkout, metadata } = command;
      await this.checkUnpaidOrders(session, user.id);
      const cart = command.pieces ? undefined : await loadCart(session, this.log.store, user.id, { forUpdate: true });
      const items = cart ? checkout.cart_item_ids.map((id) => findItem(cart.state, id)) : legacyItems(command.pieces!);
      const taken = await takeItems(session, orderStock(items));
      const facts = { ...taken, ...(await pricingMoment(session)) };
      // the parcel weighs what the catalogue says its items weigh now, as the fee was asked for
      const weight = parcelWeightKg(items.map((item) => weighedLine(item, facts)));
      const shippingCost = await this.fees.charged(session, destination, weight, checkout.shipping_cost);
      const toPlace = {
        ...{ orderId, userId: user.id, email: user.email, items, facts, shippingCost, language: command.language },
        ...{ shipping: { ...shipping, areaCode: destination.areaCode }, paymentTtlMs: this.config.orderPaymentTtlMs },
      };
      const short = taken.short[0] ? await shortLine(session, taken.short[0]) : null;
      const placed = decide({ type: 'PlaceOrder', order: toPlace, short }, noOrder, facts.now);
      const order = placedData(placed);
      await this.log.append(session, orderStreamId(orderId), placed, { expectedVersion: 0, metadata });
      if (cart) {
        const checkedOut = decideCart(
          { type: 'CheckOutCartItems', itemIds: checkout.cart_item_ids, orderId },
          cart.state,
        );
        await this.log.append(session, cartStreamId(user.id), checkedOut, {
          expectedVersion: cart.version,
          metadata,
        });
      }
      // 'Mail me about exclusive offer.': the contact address, confirmed by its owner like any signup
      if (checkout.newsletter) mailed = await this.newsletter.request(session, shipping.email, user.id);
      return {
        order_id: orderId,
        total_price: order.totals.total,
        status: 'pending',
        payment_deadline: order.paymentDeadline,
      } satisfies PlacedOrder;
    });
    if (mailed) this.log.jobsWritten();
    return placed;
  }

  /** At most MAX_OPEN_UNPAID_ORDERS of the account's orders wait for payment at once: each holds stock. */
  private async checkUnpaidOrders(session: SqlSession, userId: number): Promise<void> {
    const open = await countUnpaidOrders(session, userId);
    const problem = unpaidOrdersProblem(open, this.config.maxOpenUnpaidOrders);
    if (problem) throw new Refused('conflict', 'too_many_unpaid_orders', problem, { unpaid_orders: open });
  }

  private claim(session: SqlSession, { user, checkout, idempotencyKey, pieces }: PlaceOrder, orderId: number) {
    const hash = requestHash(pieces ? { ...checkout, pieces } : checkout);
    return claimKey(session, { userId: user.id, key: idempotencyKey!, hash, orderId });
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
 * The legacy order's products as the lines a checkout sells: each product bare (no charms, no
 * note), its pieces as the quantity. They were never cart lines, so their line id is 0.
 */
function legacyItems(pieces: readonly LegacyOrderPiece[]): CartItem[] {
  return pieces.map(({ product, quantity }) => ({ id: 0, product, giftSet: null, charms: [], message: '', quantity }));
}

/**
 * Another checkout took the units between this one's snapshot and its lock: the line with the
 * item as it is now (the row is locked, so this read is current), for the refusal to name.
 */
async function shortLine(session: SqlSession, line: StockLine): Promise<ShortLine> {
  const table = { product: 'products', charm: 'charms', gift_set: 'gift_sets' }[line.kind];
  const { rows } = await session.query<{ name: string; stock: number }>(
    `SELECT name, stock FROM ${table} WHERE id = $1`,
    [line.id],
  );
  return { line, left: rows[0] ?? { name: `#${line.id}`, stock: 0 } };
}

/** The order the decision placed (its one fact). */
function placedData(events: OrderEvent[]): OrderPlaced['data'] {
  const [placed] = events;
  if (placed?.type !== 'OrderPlaced') throw new Error('placing an order decided no OrderPlaced');
  return placed.data;
}
