import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { type GuardedWrite, retryOnConflict } from '@kilau/event-store';

import { NewsletterSignups } from '../../../newsletter/newsletter-signups.js';
import { SHOP_CONFIG } from '../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../platform/config/shop-config.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { RateLimits } from '../../../platform/http/rate-limits/rate-limits.js';
import { type ShopperBudget, shopperBudget } from '../../../platform/http/rate-limits/shopper-budget.js';
import { CheckoutFees } from '../../../shipping/fees/checkout-fees.js';
import type { OrderEvent, OrderPlaced } from '../../events.js';
import { decide } from '../../order/decide.js';
import { noOrder } from '../../order/state.js';
import { OrderAccess } from '../../order-access.js';
import { readCheckout } from './checkout-read.js';
import { checkoutWrite } from './checkout-write.js';
import { type PlacedOrder, PlaceOrder } from './command.js';
import { confirmationMail } from './confirmation-mail.js';
import { earlierCheckout, placedAnswer } from './earlier-checkout.js';
import { earlierOrderOf, requestHash } from './idempotency.js';
import { OrderIds } from './order-ids.js';
import { orderToPlace } from './order-to-place.js';
import { shippingAddressFrom } from './shipping-address.js';

/** A checkout that lost a race reads and decides again: a few more tries than a stream command's, each one cheap. */
const ATTEMPTS = 6;

/**
 * The checkout, read and then written, without a lock held in between: one statement reads the
 * cart, the items, the moment, the quotes, the account's unpaid orders and its Idempotency-Key;
 * PlaceOrder is decided on that here; one guarded statement writes it (checkout-write.ts), or
 * nothing when what it was decided on has moved (a stock since sold, the cart changed, another
 * order of the account), and then it is read and decided again. Before it, the account's and
 * client's checkout budget is spent and the destination checked. A repeated Idempotency-Key
 * answers the order it placed first.
 */
@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder, PlacedOrder> {
  private readonly budget: ShopperBudget;

  constructor(
    private readonly log: EventLog,
    private readonly orderIds: OrderIds,
    private readonly fees: CheckoutFees,
    private readonly newsletter: NewsletterSignups,
    private readonly access: OrderAccess,
    limits: RateLimits,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    this.budget = shopperBudget(limits, {
      ...{ name: 'checkout', perUser: config.checkoutsPerUser, perClient: config.checkoutsPerClient },
      ...{ durationSeconds: config.rateLimitWindowSeconds, reason: 'Too many orders placed' },
    });
  }

  async execute(command: PlaceOrder): Promise<PlacedOrder> {
    const { user, checkout, metadata, idempotencyKey, pieces } = command;
    const shipping = shippingAddressFrom(checkout); // a form that cannot ship spends no budget
    await this.budget.spend({ userId: user.id, client: command.client });
    const destination = await this.fees.destination(checkout);
    const orderId = await this.orderIds.next(this.log.autocommit);
    const hash = idempotencyKey ? requestHash(pieces ? { ...checkout, pieces } : checkout) : '';
    const key = idempotencyKey ? { key: idempotencyKey, hash } : undefined;
    const maxOpenUnpaidOrders = this.config.maxOpenUnpaidOrders;
    const tracking = this.access.trackingLink(orderId);
    return retryOnConflict(
      async () => {
        const read = await readCheckout(this.log.autocommit, this.fees, { command, destination, maxOpenUnpaidOrders });
        if ('usedKey' in read) {
          return earlierCheckout(this.log.autocommit, this.log.store, earlierOrderOf(read.usedKey, hash));
        }
        const paymentTtlMs = this.config.orderPaymentTtlMs;
        const placing = orderToPlace(read, { command, orderId, shipping, destination, paymentTtlMs });
        const placed = placedOf(decide(placing, noOrder, read.facts.now));
        const mail = confirmationMail(placed.data, tracking);
        const write = checkoutWrite(this.log, read, { userId: user.id, ...(key && { key }), placed, mail, metadata });
        await this.written(write, checkout.newsletter ? shipping.email : undefined, user.id);
        return placedAnswer(orderId, placed.data.totals.total, placed.data.paymentDeadline);
      },
      { attempts: ATTEMPTS },
    );
  }

  /**
   * The write on its own; with the newsletter asked for ('Mail me about exclusive offer.': the
   * contact address, confirmed by its owner like any signup), the signup in its transaction.
   */
  private async written(write: GuardedWrite, newsletterEmail: string | undefined, userId: number): Promise<void> {
    if (newsletterEmail === undefined) return this.log.runGuarded(write);
    await this.log.db.transaction(async (session) => {
      await this.log.runGuarded(write, session);
      await this.newsletter.request(session, newsletterEmail, userId);
    });
    this.log.jobsWritten();
  }
}

/** The order the decision placed (its one fact). */
function placedOf(events: OrderEvent[]): OrderPlaced {
  const [placed] = events;
  if (placed?.type !== 'OrderPlaced') throw new Error('placing an order decided no OrderPlaced');
  return placed;
}
