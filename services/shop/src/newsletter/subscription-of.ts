import { NewsletterMessages } from '@kilau/domain';
import type { SqlSession } from '@kilau/event-store';

import { Refused } from '../platform/shared/refused.js';

/** A subscription as its links need it, locked for the change the link makes. */
export async function subscriptionOf(session: SqlSession, id: number) {
  const { rows } = await session.query<{ id: number; email: string; confirmed: boolean }>(
    `SELECT id, email, confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriptions WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export const invalidLink = () => new Refused('invalid', 'invalid_link', NewsletterMessages.linkInvalid);
