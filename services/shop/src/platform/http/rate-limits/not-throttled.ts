import { SetMetadata } from '@nestjs/common';

export const NOT_THROTTLED = 'kilau:not-throttled';

/**
 * Leaves a route out of the per-client throttle of anonymous calls: for a load balancer's or an
 * orchestrator's health checks, which must never be turned away for shoppers' traffic, and for
 * Midtrans's signed notifications (a busy shop gets thousands a minute from Midtrans's few
 * addresses; a refused one would wait for Midtrans's retry, delaying the shopper's order).
 */
export const NotThrottled = () => SetMetadata(NOT_THROTTLED, true);
