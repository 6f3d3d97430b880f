import { Module } from '@nestjs/common';

import { ShippingProcessor } from './jobs/shipping.processor.js';
import { ShippingJobs } from './jobs/shipping-jobs.js';
import { TrackingProcessor } from './jobs/tracking.processor.js';
import { TrackingTimer } from './jobs/tracking-timer.js';
import { WaybillRedriveTimer } from './jobs/waybill-redrive-timer.js';
import { ShippingModule } from './shipping.module.js';

/** Shipping's jobs in the worker: J&T calls, tracking refreshes, and the tracking and waybill timers. */
@Module({
  imports: [ShippingModule],
  providers: [ShippingJobs, ShippingProcessor, TrackingProcessor, TrackingTimer, WaybillRedriveTimer],
})
export class ShippingWorkerModule {}
