import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { orderStreamId } from '../../../ordering/events.js';
import { loadOrder } from '../../../ordering/order-stream.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { SHOP_CONFIG } from '../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../platform/config/shop-config.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { decideWaybillRedrive, placedOrder } from '../../decider.js';
import { RedriveWaybill } from './command.js';

/**
 * Decided on the order as locked now: a caller that asked meanwhile (or a waybill that came) leaves
 * nothing to ask, so the timer and a waiting shopper never open two jobs for one failure.
 */
@CommandHandler(RedriveWaybill)
export class RedriveWaybillHandler implements ICommandHandler<RedriveWaybill, boolean> {
  constructor(
    private readonly log: EventLog,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ orderId, correlationId }: RedriveWaybill): Promise<boolean> {
    const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
    return this.log.transact(async (session) => {
      const order = await loadOrder(session, this.log.store, orderId, { forUpdate: true });
      const events = decideWaybillRedrive(placedOrder(order.state), this.config.waybillRedriveMax, this.clock.now());
      if (!events.length) return false;
      await this.log.append(session, orderStreamId(orderId), events, { expectedVersion: order.version, metadata });
      return true;
    });
  }
}
