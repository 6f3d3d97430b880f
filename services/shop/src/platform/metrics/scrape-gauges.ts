import { EventLog } from '../event-log/event-log.js';
import { ProjectionsService } from '../event-log/projections.service.js';
import { QueueHealth } from '../jobs/queue-health.js';
import {
  outboxBacklog,
  outboxOldestAge,
  outboxParked,
  projectionEventsBehind,
  projectionSecondsBehind,
  queueJobs,
  scrapeErrors,
} from './shop-metrics.js';

/** A part of a scrape that takes longer has failed: the scrape still answers the rest. */
const PART_TIMEOUT_MS = 2_000;

/**
 * Reads the shared state Prometheus is shown at each scrape: read-model lag and the outbox from
 * PostgreSQL, the queues from Redis. A part that fails or is slow keeps its last figures and
 * counts a scrape error, so Redis being down never stops the process's own figures.
 */
export class ScrapeGauges {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionsService,
    private readonly queues: QueueHealth,
  ) {}

  async refresh(): Promise<void> {
    await Promise.all([
      this.part('projections', () => this.projectionLag()),
      this.part('outbox', () => this.outbox()),
      this.part('queues', () => this.queueCounts()),
    ]);
  }

  private async part(name: string, read: () => Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PART_TIMEOUT_MS);
    });
    try {
      await Promise.race([read(), late]);
    } catch {
      scrapeErrors.inc({ part: name });
    } finally {
      clearTimeout(timer);
    }
  }

  private async projectionLag(): Promise<void> {
    for (const { name, checkpoint, behind } of await this.projections.lag()) {
      projectionEventsBehind.set({ read_model: name }, behind);
      const { rows } = await this.log.autocommit.query<{ seconds: string | null }>(
        `SELECT extract(epoch FROM now() - min(recorded_at)) AS seconds FROM events
         WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)`,
        [checkpoint.transactionId, checkpoint.position],
      );
      projectionSecondsBehind.set({ read_model: name }, Number(rows[0]?.seconds ?? 0));
    }
  }

  private async outbox(): Promise<void> {
    // a parked row waits for staff, not for the relay: it is counted apart
    const { rows } = await this.log.autocommit.query<{ waiting: string; oldest: string | null; parked: string }>(
      `SELECT count(*) FILTER (WHERE parked_at IS NULL) AS waiting,
         extract(epoch FROM now() - min(created_at) FILTER (WHERE parked_at IS NULL)) AS oldest,
         count(*) FILTER (WHERE parked_at IS NOT NULL) AS parked
       FROM outbox WHERE published_at IS NULL`,
    );
    outboxBacklog.set(Number(rows[0]?.waiting ?? 0));
    outboxOldestAge.set(Number(rows[0]?.oldest ?? 0));
    outboxParked.set(Number(rows[0]?.parked ?? 0));
  }

  private async queueCounts(): Promise<void> {
    for (const counts of await this.queues.counts()) {
      for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) {
        queueJobs.set({ queue: counts.queue, state }, counts[state]);
      }
    }
  }
}
