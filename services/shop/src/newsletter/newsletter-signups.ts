import { Injectable } from '@nestjs/common';

import type { SqlSession } from '@kilau/event-store';

import type { Limiter } from '../platform/http/rate-limits/rate-limits.js';
import { RateLimits } from '../platform/http/rate-limits/rate-limits.js';
import { outboxInsert } from '../platform/jobs/outbox.js';
import { Refused } from '../platform/shared/refused.js';
import { newsletterMailJob } from './jobs/newsletter-mail-job.js';
import { CONFIRM_LINK_TTL_MS } from './newsletter-links.js';

/** Signup requests per client address per hour, from the footer (429 after). */
export const SIGNUPS_PER_CLIENT_PER_HOUR = 10;
/** Confirmation mails per address per day, however many clients ask: more requests mail nothing. */
export const CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY = 3;

/**
 * Asking for the newsletter (the footer's form, the checkout's 'Mail me about exclusive offer.').
 * An address is subscribed only once its owner follows the confirmation mail's link, so nobody
 * can sign up someone else. The request reads the same whatever the address's state: a new or
 * unconfirmed address gets a confirmation mail (while its daily budget lasts), a confirmed one
 * gets nothing, and the caller learns neither.
 */
@Injectable()
export class NewsletterSignups {
  private readonly perClient: Limiter;
  private readonly perAddress: Limiter;

  constructor(limits: RateLimits) {
    this.perClient = limits.limiter({
      name: 'newsletter-client',
      points: SIGNUPS_PER_CLIENT_PER_HOUR,
      durationSeconds: 3600,
    });
    this.perAddress = limits.limiter({
      name: 'newsletter-address',
      points: CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
      durationSeconds: 24 * 3600,
    });
  }

  /** The footer's budget per client: 429 'Too many newsletter signups from this connection' once spent. */
  async spendClient(client: string): Promise<void> {
    await this.perClient.consume(client, 'Too many newsletter signups from this connection');
  }

  /** Records the request in `session`'s transaction; answers whether it wrote a mail job (for the relay). */
  async request(session: SqlSession, email: string, userId: number): Promise<boolean> {
    const { rows } = await session.query<{ id: number; confirmed: boolean }>(
      `INSERT INTO newsletter_subscriptions (email, user_id) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
       RETURNING id, confirmed_at IS NOT NULL AS confirmed`,
      [email, userId],
    );
    const row = rows[0]!;
    if (row.confirmed || !(await this.mayMail(email))) return false;
    const expiresAt = new Date(Date.now() + CONFIRM_LINK_TTL_MS).toISOString();
    await session.query(`UPDATE newsletter_subscriptions SET confirm_requested_at = now() WHERE id = $1`, [row.id]);
    const job = outboxInsert([newsletterMailJob({ subscriptionId: row.id, kind: 'confirm', expiresAt })], 1);
    await session.query(job.sql, job.params);
    return true;
  }

  /** The address's mail budget: spent quietly, so its state shows in no answer. */
  private async mayMail(email: string): Promise<boolean> {
    try {
      await this.perAddress.consume(email, 'Too many confirmation mails');
      return true;
    } catch (error) {
      if (error instanceof Refused && error.kind === 'too_many') return false;
      throw error;
    }
  }
}
