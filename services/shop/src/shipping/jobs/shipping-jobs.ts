import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Job, UnrecoverableError } from 'bullmq';

import { OrderMessages } from '@kilau/domain';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { runProviderJob } from '../../platform/jobs/provider-job.js';
import { Refused } from '../../platform/shared/refused.js';
import { CancelWaybill } from '../commands/cancel-with-courier/command.js';
import { CreateWaybill } from '../commands/create-waybill/command.js';
import { RecordShippingFailure } from '../commands/record-shipping-failure/command.js';
import { RefreshTracking, SweepTracking } from '../commands/refresh-tracking/command.js';
import { CourierError } from '../courier/courier.js';
import { courierFailureMessage } from '../courier/courier-failure.js';

interface OrderJob {
  orderId: number;
}

/**
 * The shipping work that calls J&T, whichever queue it came on: the waybill after payment (or asked for again),
 * cancelling a waybill that came for a cancelled order, the tracking sweep and each parcel's
 * refresh. A refusal (J&T said no, or the order no longer wants it) is not retried; anything else
 * is, with backoff, and a waybill that could not be made on the last try is recorded on the order.
 */
@Injectable()
export class ShippingJobs {
  constructor(
    private readonly commands: CommandBus,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  handle(job: Job, queue: string): Promise<unknown> {
    return runProviderJob(job, queue, {
      run: () => this.run(job).catch(nothingToDo),
      isRefusal: (error) => error instanceof CourierError && error.kind === 'refused',
      recordFailure: (error) => this.recordFailure(job, error),
      quiet: job.name === 'track-shipment',
    });
  }

  private run(job: Job): Promise<unknown> {
    const correlationId = `job:${job.id}`;
    const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
    const { orderId } = job.data as OrderJob;
    switch (job.name) {
      case 'create-waybill':
        return this.commands.execute(new CreateWaybill(orderId, metadata));
      case 'cancel-waybill':
        return this.commands.execute(new CancelWaybill(orderId, OrderMessages.cancelReasonDefault, metadata));
      case 'refresh-tracking':
        return this.commands.execute(new SweepTracking(correlationId));
      case 'track-shipment':
        return this.commands.execute(new RefreshTracking(orderId, correlationId));
      default:
        throw new UnrecoverableError(`no shipping job named ${job.name}`);
    }
  }

  private async recordFailure(job: Job, error: unknown): Promise<void> {
    if (job.name !== 'create-waybill') return; // a refresh is retried by the next sweep; a cancel shows in its job
    const { orderId } = job.data as OrderJob;
    const failure = {
      error: error instanceof Error ? error.message : String(error),
      // what the storefront is told when it asks for the waybill after this (courier-answers.ts)
      message: courierFailureMessage(error, this.config.supportEmail),
      attempts: job.attemptsMade + 1,
    };
    await this.commands.execute(new RecordShippingFailure(orderId, failure, `job:${job.id}`));
  }
}

/** The order no longer wants the work (cancelled, not paid): the job ends without retrying. */
function nothingToDo(error: unknown): { skipped: string } {
  if (error instanceof Refused) return { skipped: error.message };
  throw error;
}
