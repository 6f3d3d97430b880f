import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitOptions {
  /** Give up after this long (default 10 s). */
  timeoutMs?: number;
  /** Pause between checks (default 50 ms). */
  intervalMs?: number;
  /** Names the awaited state in the timeout error, e.g. "the order projection to reach 42". */
  what: string;
  /** Stops waiting at once, rejecting with the signal's reason (e.g. the awaited server died). */
  signal?: AbortSignal;
}

/**
 * Polls `check` until it answers something other than `undefined` or `false`, and returns that.
 * A check that throws counts as "not yet" (a server still starting refuses connections); the last
 * error is named in the timeout error. The deadline replaces fixed sleeps, which are either too
 * short on a slow machine or waste time on a fast one.
 */
export async function waitUntil<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  options: WaitOptions,
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const intervalMs = options.intervalMs ?? 50;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    options.signal?.throwIfAborted();
    try {
      const result = await check();
      if (result !== undefined && result !== false) return result;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${options.what}${cause}`, { cause: lastError });
    }
    await sleep(intervalMs, undefined, { signal: options.signal }).catch(() => options.signal?.throwIfAborted());
  }
}
