import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';

import { ORDER_ACTION_STATUSES } from '@kilau/domain';

import { EventLog } from '../../../platform/event-log/event-log.js';
import { jobId } from '../../../platform/jobs/job-options.js';
import { SweepTracking } from '../refresh-tracking/command.js';

/** Jobs added to Redis per call: a sweep of 10.000 parcels is ten round trips. */
const CHUNK = 1000;

/**
 * Queues a `track-shipment` job for every order with a live waybill that the courier still holds
 * (collection to delivery). A parcel's job id is the same in every sweep and the job is removed
 * once done, so a sweep never queues a parcel whose previous refresh is still waiting.
 */
@CommandHandler(SweepTracking)
export class SweepTrackingHandler implements ICommandHandler<SweepTracking, { queued: number }> {
  constructor(
    private readonly log: EventLog,
    @InjectQueue('tracking') private readonly queue: Queue,
  ) {}

  async execute({ correlationId }: SweepTracking): Promise<{ queued: number }> {
    const { rows } = await this.log.autocommit.query<{ order_id: string }>(
      `SELECT order_id::text FROM admin_orders
        WHERE billcode IS NOT NULL AND billcode_status IS DISTINCT FROM 'canceled' AND fulfillment_status = ANY($1)`,
      [ORDER_ACTION_STATUSES.courier_update],
    );
    for (let start = 0; start < rows.length; start += CHUNK) {
      await this.queue.addBulk(
        rows.slice(start, start + CHUNK).map(({ order_id }) => ({
          name: 'track-shipment',
          data: { orderId: Number(order_id), correlationId },
          opts: {
            jobId: jobId('track', order_id),
            attempts: 3,
            backoff: { type: 'exponential', delay: 1000, jitter: 0.5 },
            removeOnComplete: true,
            removeOnFail: true,
          },
        })),
      );
    }
    return { queued: rows.length };
  }
}
