import { context, propagation } from '@opentelemetry/api';

/**
 * The active trace's context as W3C headers (`traceparent`, `tracestate`), to keep beside work
 * that runs later elsewhere (an outbox row, and from it a job), so the trace continues there;
 * null when nothing is traced.
 */
export function traceCarrier(): Record<string, string> | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length ? carrier : null;
}
