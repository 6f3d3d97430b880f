import { SetMetadata } from '@nestjs/common';

export const NOT_THROTTLED = 'kilau:not-throttled';

/**
 * Leaves a route out of the per-client throttle of anonymous calls: for a load balancer's or an
 * orchestrator's health checks, which must never be turned away for shoppers' traffic. (Midtrans's
 * notifications stay throttled: Midtrans sends a refused one again, and reconciliation asks
 * Midtrans about every open payment anyway.)
 */
export const NotThrottled = () => SetMetadata(NOT_THROTTLED, true);
