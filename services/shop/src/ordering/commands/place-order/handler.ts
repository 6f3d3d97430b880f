import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import type { SqlSession } from '@kilau/event-store';

import { appendToCart, type LoadedCart } from '../../../cart/cart-stream.js';
import { decide as decideCart } from '../../../cart/decider.js';
import { NewsletterSignups } from '../../../newsletter/newsletter-signups.js';
import { SHOP_CONFIG } from '../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../platform/config/shop-config.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { RateLimits } from '../../../platform/http/rate-limits/rate-limits.js';
import { type ShopperBudget, shopperBudget } from '../../../platform/http/rate-limits/shopper-budget.js';
import { CheckoutFees } from '../../../shipping/fees/checkout-fees.js';
import { type OrderEvent, type OrderPlaced, orderStreamId } from '../../events.js';
import { decide } from '../../order/decide.js';
import { noOrder } from '../../order/state.js';
import { type PlacedOrder, PlaceOrder } from './command.js';
import { earlierCheckout, placedAnswer } from './earlier-checkout.js';
import { gatherOrderToPlace, linesToSell } from './gather-order.js';
import { OrderIds } from './order-ids.js';
import { shippingAddressFrom } from './shipping-address.js';
import { checkUnpaidOrders } from './unpaid-orders.js';

/**
 * The checkout, in one transaction: the lines gone from the cart and the newsletter signup asked
 * for, then the units taken and the lines priced (gather-order.ts), PlaceOrder decided and
 * `OrderPlaced` appended. Any refusal rolls all of it back. Before it, the account's and client's
 * checkout budget is spent and the destination checked; in it, the account's orders still
 * waiting for payment are counted against their cap, and a repeated Idempotency-Key answers the
 * order it placed first.
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
      ...{ name: 'checkout', perUser: config.checkoutsPerUser, perClient: config.checkoutsPerClient },
      ...{ durationSeconds: config.rateLimitWindowSeconds, reason: 'Too many orders placed' },
    });
  }

  async execute(command: PlaceOrder): Promise<PlacedOrder> {
    const { user, checkout, metadata } = command;
    const shipping = shippingAddressFrom(checkout); // a form that cannot ship spends no budget
    await this.budget.spend({ userId: user.id, client: command.client });
    const destination = await this.fees.destination(checkout);
    let mailed = false;
    const placed = await this.log.transact(async (session) => {
      const orderId = await this.orderIds.next(session);
      const earlier = await earlierCheckout(session, this.log.store, command, orderId);
      if (earlier) return earlier;
      await checkUnpaidOrders(session, user.id, this.config.maxOpenUnpaidOrders);
      const lines = await linesToSell(session, this.fees, { command, destination });
      // written before the units are taken: nothing here needs them, and their rows stay locked from then on
      if (lines.cart) await this.checkOutLines(session, command, lines.cart, orderId);
      // 'Mail me about exclusive offer.': the contact address, confirmed by its owner like any signup
      if (checkout.newsletter) mailed = await this.newsletter.request(session, shipping.email, user.id);
      const paymentTtlMs = this.config.orderPaymentTtlMs;
      const gathered = await gatherOrderToPlace(session, {
        ...{ command, lines, orderId, shipping, destination, paymentTtlMs },
      });
      const events = decide(gathered.command, noOrder, gathered.now);
      await this.log.append(session, orderStreamId(orderId), events, { expectedVersion: 0, metadata });
      const order = placedData(events);
      return placedAnswer(orderId, order.totals.total, order.paymentDeadline);
    });
    if (mailed) this.log.jobsWritten();
    return placed;
  }

  /** The cart's lines leave it for the order. */
  private async checkOutLines(session: SqlSession, command: PlaceOrder, cart: LoadedCart, orderId: number) {
    const { user, checkout, metadata } = command;
    const checkedOut = decideCart({ type: 'CheckOutCartItems', itemIds: checkout.cart_item_ids, orderId }, cart.state);
    await appendToCart(this.log, session, user.id, cart, checkedOut, metadata);
  }
}

/** The order the decision placed (its one fact). */
function placedData(events: OrderEvent[]): OrderPlaced['data'] {
  const [placed] = events;
  if (placed?.type !== 'OrderPlaced') throw new Error('placing an order decided no OrderPlaced');
  return placed.data;
}
