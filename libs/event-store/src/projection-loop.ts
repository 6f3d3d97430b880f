import { setTimeout as sleep } from 'node:timers/promises';

import type { Projection, ProjectionLogger } from './projection.js';
import { runBatch } from './projection-batch.js';
import type { Database } from './sql-session.js';
import type { Wakeup } from './wakeup.js';

const FIRST_HELD_BACK_MS = 10;
const LONGEST_HELD_BACK_MS = 1_000;
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 30_000;

export interface LoopSettings {
  db: Database;
  batchSize: number;
  idlePollMs: number;
  /** The least time between two batches that did not fill up, so a busy log is read in batches, not event by event. */
  settleMs: number;
  logger: ProjectionLogger;
}

/**
 * Keeps one projection up to date until `signal` aborts: the next batch at once while batches come
 * back full, else after a NOTIFY or the idle poll, or sooner (from 10 ms, doubling up to 1 s) while
 * the xmin gate holds committed events back; never sooner than `settleMs` after a batch that did not
 * fill up, so that under load every NOTIFY does not cost each process a transaction per projection.
 * A loop that finds the projection's lock taken (another process's loop in a batch) looks again
 * only at the idle poll, NOTIFYs or not, or when a catch-up of its runner ends: the process that
 * holds it is woken by them and keeps the projection, the others stand by at a transaction a poll
 * each, and take over within a poll should it stop. (Racing it for every NOTIFY cost each of them a transaction a batch, three round
 * trips, for nothing.) A failed batch was rolled back and is retried after a
 * doubling, jittered pause of up to 30 s that NOTIFYs do not cut short, so a poison batch costs a
 * log line per pause instead of a spinning CPU.
 */
export async function runProjectionLoop(
  projection: Projection,
  wakeups: { notified: Wakeup; caughtUp: Wakeup },
  signal: AbortSignal,
  settings: LoopSettings,
): Promise<void> {
  let failures = 0;
  let heldBack = 0;
  while (!signal.aborted) {
    try {
      const result = await runBatch(settings.db, projection, settings.batchSize);
      if (failures > 0) settings.logger.info({ projection: projection.name, failures }, 'projection recovered');
      failures = 0;
      if (!result) {
        // another loop applies it now and NOTIFYs wake that one: look again at the idle poll, or
        // once this process's own catch-up (which may have been the holder) is done
        await wakeups.caughtUp.sleep(settings.idlePollMs, signal);
        continue;
      }
      heldBack = result.heldBack ? heldBack + 1 : 0;
      if (result.read === settings.batchSize) continue;
      // NOTIFYs that come meanwhile are kept by the wakeup: the next batch takes them all at once
      await sleep(settings.settleMs, undefined, { signal }).catch(() => undefined);
      await wakeups.notified.sleep(Math.min(settings.idlePollMs, heldBackPause(heldBack)), signal);
    } catch (error) {
      failures++;
      const delayMs = retryDelay(failures);
      settings.logger.error(
        { projection: projection.name, failures, delayMs, err: error },
        'projection batch failed and was rolled back; it will be retried',
      );
      await sleep(delayMs, undefined, { signal }).catch(() => undefined);
    }
  }
}

function heldBackPause(times: number): number {
  return times === 0 ? Infinity : Math.min(LONGEST_HELD_BACK_MS, FIRST_HELD_BACK_MS * 2 ** (times - 1));
}

function retryDelay(failures: number): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}
