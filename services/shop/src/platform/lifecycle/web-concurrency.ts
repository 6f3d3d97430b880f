import { availableParallelism } from 'node:os';

/**
 * WEB_CONCURRENCY: how many API processes serve the port, as one Node cluster. Unset: one per
 * core under NODE_ENV=production, else 1 (development, tests). Read apart from the shop's config
 * so that main.ts can decide before any of the shop's modules load.
 */
export function webConcurrency(env: Record<string, string | undefined> = process.env): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return env.NODE_ENV === 'production' ? availableParallelism() : 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${raw}"`);
  }
  return count;
}
