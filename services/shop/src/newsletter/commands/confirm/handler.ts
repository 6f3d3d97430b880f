import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { NewsletterMessages } from '@kilau/domain';

import { EventLog } from '../../../platform/event-log/event-log.js';
import { outboxInsert } from '../../../platform/jobs/outbox.js';
import { newsletterMailJob } from '../../jobs/newsletter-mail-job.js';
import { NewsletterKeys } from '../../newsletter-keys.js';
import { readToken, tokenHolds } from '../../newsletter-links.js';
import { invalidLink, subscriptionOf } from '../../subscription-of.js';
import { ConfirmSubscription, type LinkAnswer, Unsubscribe } from './command.js';

/**
 * A confirmation link works once, before its expiry, for the subscription and address it was made
 * for; confirming also asks for the welcome mail (with its unsubscribe link). Any other token,
 * a used one, or one whose subscription is gone: 400 'This link is invalid, has expired or has
 * already been used.'
 */
@CommandHandler(ConfirmSubscription)
export class ConfirmSubscriptionHandler implements ICommandHandler<ConfirmSubscription, LinkAnswer> {
  constructor(
    private readonly log: EventLog,
    private readonly keys: NewsletterKeys,
  ) {}

  async execute({ token }: ConfirmSubscription): Promise<LinkAnswer> {
    const claim = readToken('confirm', token);
    if (!claim) throw invalidLink();
    const confirmed = await this.log.transact(async (session) => {
      const row = await subscriptionOf(session, claim.id);
      if (!row || row.confirmed || !tokenHolds(this.keys.confirm, 'confirm', claim, row)) return undefined;
      const { rowCount } = await session.query(
        `UPDATE newsletter_subscriptions SET confirmed_at = now() WHERE id = $1 AND confirmed_at IS NULL`,
        [row.id],
      );
      if (!rowCount) return undefined;
      const welcome = outboxInsert([newsletterMailJob({ subscriptionId: row.id, kind: 'welcome' })], 1);
      await session.query(welcome.sql, welcome.params);
      return row;
    });
    if (!confirmed) throw invalidLink();
    this.log.jobsWritten();
    return { message: NewsletterMessages.confirmed, email: confirmed.email };
  }
}

/** An unsubscribe link (in every newsletter mail) ends its subscription: the row goes. */
@CommandHandler(Unsubscribe)
export class UnsubscribeHandler implements ICommandHandler<Unsubscribe, LinkAnswer> {
  constructor(
    private readonly log: EventLog,
    private readonly keys: NewsletterKeys,
  ) {}

  async execute({ token }: Unsubscribe): Promise<LinkAnswer> {
    const claim = readToken('unsubscribe', token);
    if (!claim) throw invalidLink();
    const gone = await this.log.transact(async (session) => {
      const row = await subscriptionOf(session, claim.id);
      if (!row || !tokenHolds(this.keys.unsubscribe, 'unsubscribe', claim, row)) return undefined;
      await session.query(`DELETE FROM newsletter_subscriptions WHERE id = $1`, [row.id]);
      return row;
    });
    if (!gone) throw invalidLink();
    return { message: NewsletterMessages.unsubscribed, email: gone.email };
  }
}
