import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';

import { JobMetrics } from './job-metrics.js';
import { MetricsServer } from './metrics-server.js';

/** Prometheus figures and the process's own health listener, in the API and the worker alike. */
@Module({
  imports: [DiscoveryModule],
  providers: [JobMetrics, MetricsServer],
  exports: [MetricsServer],
})
export class MetricsModule {}
