import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { handleOrderCommand } from '../../../ordering/order/handle-order-command.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { SHOP_CONFIG } from '../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../platform/config/shop-config.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
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

  async execute({ orderId, correlationId }: RedriveWaybill): Promise<boolean> {
    const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
    const command = { type: 'RedriveWaybill' as const, maxRequests: this.config.waybillRedriveMax };
    const { events } = await handleOrderCommand(this.log, orderId, command, { now: this.clock.now(), metadata });
    return events.length > 0;
  }
}
