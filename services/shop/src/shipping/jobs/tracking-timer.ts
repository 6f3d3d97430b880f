import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { LockedTask } from '../../platform/jobs/locked-task.js';
import { queueReachable } from '../../platform/jobs/redis-reachable.js';
import { SweepTracking } from '../commands/refresh-tracking/command.js';

/**
 * Every TRACKING_REFRESH_MS, a refresh of each parcel with the courier is queued, from the
 * worker's own timer. The refreshes themselves are jobs: with Redis away the sweep waits for the
 * next period rather than for Redis.
 */
@Injectable()
export class TrackingTimer extends LockedTask {
  constructor(
    private readonly commands: CommandBus,
    @InjectQueue('tracking') private readonly queue: Queue,
    db: DataSource,
    @Inject(SHOP_CONFIG) config: ShopConfig,
  ) {
    super(db, 'refresh-tracking', config.trackingRefreshMs);
  }

  protected async work(correlationId: string): Promise<unknown> {
    if (!(await queueReachable(this.queue))) return 'redis away: next period';
    return this.commands.execute(new SweepTracking(correlationId));
  }
}
