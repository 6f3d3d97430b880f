import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { LockedTask } from '../../platform/jobs/locked-task.js';
import { rootLogger } from '../../platform/logging/logger.js';
import { RedriveWaybill } from '../commands/redrive-waybill/command.js';

const BATCH = 100;

/**
 * Every WAYBILL_REDRIVE_MS, from the worker's own timer, the waybill of each paid order whose job
 * gave up (J&T down longer than the job's retries) is asked for again, as a shopper or staff
 * waiting on it would: a courier outage outlasting the retries no longer leaves a paid parcel
 * without a waybill until someone looks. Each order is asked at most WAYBILL_REDRIVE_MAX times in
 * all; the command re-decides each on the locked stream.
 */
@Injectable()
export class WaybillRedriveTimer extends LockedTask {
  constructor(
    private readonly commands: CommandBus,
    db: DataSource,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    super(db, 'waybill-redrive', config.waybillRedriveMs);
  }

  protected async work(correlationId: string): Promise<{ asked: number }> {
    let asked = 0;
    for (const orderId of await this.givenUp()) {
      if (await this.commands.execute<RedriveWaybill, boolean>(new RedriveWaybill(orderId, correlationId))) asked++;
    }
    if (asked) rootLogger().warn({ asked }, 'waybills whose jobs gave up were asked for again');
    return { asked };
  }

  /**
   * Orders whose latest waybill fact is a job giving up, asked for fewer than the most times (a
   * partial index holds the failures only: the log is not walked).
   */
  private async givenUp(): Promise<number[]> {
    const rows: Array<{ order_id: number }> = await this.db.query(
      `SELECT (f.data->>'orderId')::int AS order_id
       FROM events f
       WHERE f.event_type = 'ShipmentCreationFailed'
         AND NOT EXISTS (
           SELECT 1 FROM events later
           WHERE later.stream_id = f.stream_id AND later.stream_version > f.stream_version
             AND later.event_type IN ('ShipmentCreationFailed', 'WaybillRequested', 'WaybillAssigned',
                                      'WaybillRefused', 'OrderCancelled'))
         AND (SELECT count(*) FROM events asked
              WHERE asked.stream_id = f.stream_id AND asked.event_type = 'WaybillRequested') < $1
       ORDER BY f.global_position LIMIT ${BATCH}`,
      [this.config.waybillRedriveMax],
    );
    return rows.map((row) => row.order_id);
  }
}
