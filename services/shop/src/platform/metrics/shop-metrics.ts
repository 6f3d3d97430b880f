import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus figures, one registry per process. Counters count what this process
 * did; Prometheus sums them over every API and worker process. Gauges of shared state (read-model
 * lag, outbox, queues) are read from PostgreSQL and Redis when scraped (metrics-server.ts), so
 * every process answers the same for them.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'kilau_' });

const registers = [registry];
// the gauges of shared state below are read alike by every process: an API cluster's primary takes
// the highest of its workers' (aggregator 'max') instead of adding them up

export const httpRequestDuration = new Histogram({
  name: 'kilau_http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const eventsAppended = new Counter({
  name: 'kilau_events_appended_total',
  help: 'Events committed to the event log, by type',
  labelNames: ['type'] as const,
  registers,
});

export const providerCallDuration = new Histogram({
  name: 'kilau_provider_call_duration_seconds',
  help: 'Calls to Midtrans and J&T by provider, operation and outcome (ok, refused, transient)',
  labelNames: ['provider', 'operation', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15],
  registers,
});

export const paymentsSettled = new Counter({
  name: 'kilau_payments_settled_total',
  help: 'Payments recorded as settled',
  registers,
});

export const waybillsCreated = new Counter({
  name: 'kilau_waybills_created_total',
  help: 'J&T waybills assigned to orders',
  registers,
});

export const unpaidOrdersCancelled = new Counter({
  name: 'kilau_orders_cancelled_unpaid_total',
  help: 'Orders cancelled because nobody paid them by their deadline',
  registers,
});

export const jobDuration = new Histogram({
  name: 'kilau_job_duration_seconds',
  help: 'Jobs run by this worker, by queue, job name and outcome (completed, failed)',
  labelNames: ['queue', 'name', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers,
});

export const projectionEventsBehind = new Gauge({
  name: 'kilau_projection_events_behind',
  help: 'Committed events a read model has not applied yet',
  labelNames: ['read_model'] as const,
  aggregator: 'max',
  registers,
});

export const projectionSecondsBehind = new Gauge({
  name: 'kilau_projection_seconds_behind',
  help: 'Age of the oldest event a read model has not applied yet (0 when caught up)',
  labelNames: ['read_model'] as const,
  aggregator: 'max',
  registers,
});

export const outboxBacklog = new Gauge({
  name: 'kilau_outbox_backlog',
  help: 'Outbox rows not yet handed to their queue (parked ones apart)',
  aggregator: 'max',
  registers,
});

export const outboxOldestAge = new Gauge({
  name: 'kilau_outbox_oldest_age_seconds',
  help: 'Age of the oldest outbox row not yet handed to its queue (0 when none waits)',
  aggregator: 'max',
  registers,
});

export const outboxParked = new Gauge({
  name: 'kilau_outbox_parked',
  help: 'Outbox rows parked after OUTBOX_MAX_ATTEMPTS failed hand-overs, waiting for staff (GET /api/admin/outbox/)',
  aggregator: 'max',
  registers,
});

export const queueJobs = new Gauge({
  name: 'kilau_queue_jobs',
  help: 'BullMQ jobs per queue and state (waiting, active, delayed, failed)',
  labelNames: ['queue', 'state'] as const,
  aggregator: 'max',
  registers,
});

export const scrapeErrors = new Counter({
  name: 'kilau_metrics_scrape_errors_total',
  help: 'Parts of a scrape that could not be read (PostgreSQL or Redis did not answer in time)',
  labelNames: ['part'] as const,
  registers,
});

/** The business counters an appended event moves, by event type. */
const BUSINESS: Record<string, Counter> = {
  PaymentSettled: paymentsSettled,
  WaybillAssigned: waybillsCreated,
};

/** Counts events once their transaction has committed. */
export function countCommitted(events: readonly { type: string }[]): void {
  for (const { type } of events) {
    eventsAppended.inc({ type });
    BUSINESS[type]?.inc();
  }
}
