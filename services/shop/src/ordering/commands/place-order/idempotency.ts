import { createHash } from 'node:crypto';

import type { SqlSession } from '@kilau/event-store';

import { Refused } from '../../../platform/shared/refused.js';

/** The same request body always hashes the same: keys sorted at every level. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/**
 * Claims the key for this order in the checkout's transaction. A second request with the key
 * waits here until the first commits, then answers the first's order id; if the first rolled
 * back, the second claims the key itself. A different body under the same key is refused.
 */
export async function claimKey(
  session: SqlSession,
  claim: { userId: number; key: string; hash: string; orderId: number },
): Promise<number | undefined> {
  const inserted = await session.query(
    `INSERT INTO checkout_requests (user_id, idempotency_key, request_hash, order_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING`,
    [claim.userId, claim.key, claim.hash, claim.orderId],
  );
  if (inserted.rowCount === 1) return undefined;
  const { rows } = await session.query<{ order_id: string; request_hash: string }>(
    `SELECT order_id, request_hash FROM checkout_requests WHERE user_id = $1 AND idempotency_key = $2`,
    [claim.userId, claim.key],
  );
  const existing = rows[0]!;
  if (existing.request_hash !== claim.hash) {
    throw new Refused('conflict', 'idempotency_key_reused', 'This Idempotency-Key was used for a different checkout');
  }
  return Number(existing.order_id);
}
