import { setTimeout as sleep } from 'node:timers/promises';

import { ExpectedVersionConflict, GuardFailed } from './conflict.js';

/** PostgreSQL's serialization failure and deadlock: the transaction lost a race and may simply run again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/**
 * Runs `work` again when it lost a race: an ExpectedVersionConflict, a guarded write's
 * GuardFailed, a serialization failure or a deadlock. `work` must be the whole load, decide, append transaction, so each attempt decides on
 * fresh state. After `attempts` tries (default 4: Emmett's one try and three retries) the last
 * error is rethrown, for the caller to answer 409. The jittered, doubling pause keeps writers
 * that collided from colliding again in step.
 */
export async function retryOnConflict<T>(
  work: () => Promise<T>,
  options: { attempts?: number; baseDelayMs?: number } = {},
): Promise<T> {
  const attempts = options.attempts ?? 4;
  const baseDelayMs = options.baseDelayMs ?? 10;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !lostARace(error)) throw error;
      const ceiling = baseDelayMs * 2 ** (attempt - 1);
      await sleep(ceiling / 2 + Math.random() * (ceiling / 2));
    }
  }
}

/** TypeORM's QueryFailedError copies the driver error's fields and keeps it as `driverError`. */
function lostARace(error: unknown): boolean {
  if (error instanceof ExpectedVersionConflict || error instanceof GuardFailed) return true;
  const candidates = [error, (error as { driverError?: unknown })?.driverError, (error as Error)?.cause];
  return candidates.some((candidate) => RETRYABLE_SQLSTATES.has((candidate as { code?: string })?.code ?? ''));
}
