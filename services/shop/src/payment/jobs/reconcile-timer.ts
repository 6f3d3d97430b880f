import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { LockedTask } from '../../platform/jobs/locked-task.js';
import { ReconcilePayments } from '../commands/reconcile-payments/command.js';
import { PendingChecks } from '../pending-checks.js';

/**
 * Every PAYMENT_RECONCILE_MS, a look at the open attempts no notification settled, from the
 * worker's own timer (not a schedule in Redis that a flush would take with it), and the routine
 * checks lost on their way forgotten. A failed run is logged; the next one comes a period later.
 */
@Injectable()
export class ReconcileTimer extends LockedTask {
  constructor(
    private readonly commands: CommandBus,
    private readonly pending: PendingChecks,
    db: DataSource,
    @Inject(SHOP_CONFIG) config: ShopConfig,
  ) {
    super(db, 'reconcile-payments', config.paymentReconcileMs);
  }

  protected async work(correlationId: string): Promise<unknown> {
    await this.pending.forgetLost();
    return this.commands.execute(new ReconcilePayments(correlationId));
  }
}
