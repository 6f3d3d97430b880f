import { setTimeout as sleep } from 'node:timers/promises';

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { OrderMessages } from '@kilau/domain';

import { handleOrderCommand } from '../../../ordering/order/handle-order-command.js';
import { placedOrder } from '../../../ordering/order/state.js';
import { type WaybillStanding, waybillStanding } from '../../../ordering/order/waybill.js';
import { loadOrder } from '../../../ordering/order-stream.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { SHOP_CONFIG } from '../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../platform/config/shop-config.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { Refused } from '../../../platform/shared/refused.js';
import { AwaitWaybill } from './command.js';

/** How often the order is read again while waiting: the worker's waybill shows within this. */
const LOOK_EVERY_MS = 150;

/**
 * Reads the order's waybill; while the worker is still making it, reads again every
 * LOOK_EVERY_MS until WAYBILL_WAIT_MS has passed, then answers where it stands. No courier call
 * and no lock held while waiting: the only write is the short transaction asking for the waybill
 * again when its job gave up.
 */
@CommandHandler(AwaitWaybill)
export class AwaitWaybillHandler implements ICommandHandler<AwaitWaybill, WaybillStanding> {
  constructor(
    private readonly log: EventLog,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, metadata, caller }: AwaitWaybill): Promise<WaybillStanding> {
    const order = await this.read(orderId);
    if (caller && !caller.isStaff && caller.id !== order.userId) {
      throw new Refused('not_found', 'order_not_found', OrderMessages.orderNotFound); // not theirs: not there
    }
    if (waybillStanding(order).kind === 'failed') await this.askAgain(orderId, metadata);
    const deadline = Date.now() + this.config.waybillWaitMs;
    for (;;) {
      const standing = waybillStanding(await this.read(orderId));
      if (standing.kind !== 'pending' || Date.now() >= deadline) return this.lastWord(orderId, standing);
      await sleep(LOOK_EVERY_MS);
    }
  }

  private async read(orderId: number) {
    return placedOrder((await loadOrder(this.log.autocommit, this.log.store, orderId)).state);
  }

  /** Still pending at the deadline: when the job that was asked again had failed before, why it did. */
  private async lastWord(orderId: number, standing: WaybillStanding): Promise<WaybillStanding> {
    if (standing.kind !== 'pending') return standing;
    const failure = (await this.read(orderId)).waybillJob.failure;
    return failure ? { kind: 'failed', message: failure } : standing;
  }

  private async askAgain(orderId: number, metadata: AwaitWaybill['metadata']): Promise<void> {
    await handleOrderCommand(this.log, orderId, { type: 'RequestWaybill' }, { now: this.clock.now(), metadata });
  }
}
