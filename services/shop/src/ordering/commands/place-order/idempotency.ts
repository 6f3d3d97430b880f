import { createHash } from 'node:crypto';

import type { GuardedWrite } from '@kilau/event-store';

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

/** An Idempotency-Key the account used before: the order it placed and the body it came with. */
export interface UsedKey {
  orderId: number;
  hash: string;
}

/** The order an earlier checkout with the key placed; a different body under the same key is refused. */
export function earlierOrderOf(used: UsedKey, hash: string): number {
  if (used.hash !== hash) {
    throw new Refused('conflict', 'idempotency_key_reused', 'This Idempotency-Key was used for a different checkout');
  }
  return used.orderId;
}

/**
 * Claims the key for this order in the checkout's write, which fails whole when the key was
 * claimed since it was read: the checkout reads again and answers that order. A second request
 * with the key while the first is being written waits on the first's row, then fails so.
 */
export function claimKeyGuarded(
  write: GuardedWrite,
  claim: { userId: number; key: string; hash: string; orderId: number },
): void {
  const values = [claim.userId, claim.key, claim.hash, claim.orderId].map((value) => write.param(value));
  write.with(
    'key_claimed',
    `INSERT INTO checkout_requests (user_id, idempotency_key, request_hash, order_id) VALUES (${values.join(', ')})
     ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING 1`,
  );
  write.guard('EXISTS (SELECT 1 FROM key_claimed)', 'the Idempotency-Key was claimed since it was read');
}
