import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { loadOrder } from '../../../ordering/order-stream.js';
import { SHOP_CONFIG } from '../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../platform/config/shop-config.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { jobId } from '../../../platform/jobs/job-options.js';
import type { JobRequest } from '../../../platform/jobs/job-request.js';
import { outboxInsert } from '../../../platform/jobs/outbox.js';
import { MAIL_QUEUE } from '../../../platform/mail/mail-message.js';
import { type ReviewLinkFacts, reviewLinkFor } from '../../decider.js';
import { reviewLinkMail } from '../../mails/review-link-mail.js';
import { newReviewToken, reviewLinkDays } from '../../review-token.js';
import { type ReviewLinkOutcome, SendReviewLink } from './command.js';

/**
 * Reads the order's status from its stream (never a step behind, as a read model may be), and
 * creates a done order's review link and its mail in one statement: the link row and the mail's
 * outbox row go in together or not at all. The order has one link (its id is the key), so a job
 * that runs again, or twice at once, finds the link made and mails nothing.
 */
@CommandHandler(SendReviewLink)
export class SendReviewLinkHandler implements ICommandHandler<SendReviewLink, ReviewLinkOutcome> {
  constructor(
    private readonly log: EventLog,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async execute({ orderId }: SendReviewLink): Promise<ReviewLinkOutcome> {
    const { state } = await loadOrder(this.log.autocommit, this.log.store, orderId);
    const decision = reviewLinkFor(state);
    if (decision.outcome !== 'link') return decision;
    const created = await this.createLink(decision.link);
    if (created) this.log.jobsWritten();
    return { outcome: created ? 'sent' : 'already_sent' };
  }

  private async createLink(link: ReviewLinkFacts): Promise<boolean> {
    const { token, hash } = newReviewToken();
    const mail: JobRequest = {
      queue: MAIL_QUEUE,
      name: 'send',
      jobId: jobId('review-link', link.orderId),
      payload: {
        ...reviewLinkMail(link, token, this.config.publicUrl, reviewLinkDays(this.config.reviewLinkTtlSeconds)),
      },
    };
    const outbox = outboxInsert([mail], 9, 'EXISTS (SELECT 1 FROM link)');
    const { rows } = await this.log.autocommit.query<{ created: boolean }>(
      `WITH link AS (
         INSERT INTO review_links (order_id, user_id, token_hash, email, user_name, product_ids, charm_ids, gift_set_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (order_id) DO NOTHING
         RETURNING order_id),
       queued AS (${outbox.sql})
       SELECT EXISTS (SELECT 1 FROM link) AS created`,
      [
        link.orderId,
        link.userId,
        hash,
        link.email,
        link.userName,
        link.items.productIds,
        link.items.charmIds,
        link.items.giftSetIds,
        ...outbox.params,
      ],
    );
    return rows[0]!.created;
  }
}
