import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { JobOutcomes } from '../../platform/jobs/job-outcomes.js';
import { WORKER_LOCK } from '../../platform/jobs/worker-options.js';
import { currentLogger, jobDoneLevel, rootLogger, runWithLogger } from '../../platform/logging/logger.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';
import { MailSender } from '../../platform/mail/mail-sender.js';
import { confirmationMail, welcomeMail } from '../mails/newsletter-mails.js';
import { NewsletterKeys } from '../newsletter-keys.js';
import { confirmLink, confirmToken, unsubscribeLink, unsubscribeToken } from '../newsletter-links.js';
import { NEWSLETTER_MAIL_QUEUE, type NewsletterMailJob } from './newsletter-mail-job.js';

type Outcome = 'sent' | 'sent before' | 'gone' | 'already_confirmed' | 'not_confirmed' | 'expired';

/**
 * Writes and sends a newsletter mail from its subscription row, making the links' tokens as it
 * writes, so they sit in no queue and no table: only in the mailbox. A confirmation is not sent
 * for an address confirmed meanwhile or a link already expired; nothing is sent for a
 * subscription that is gone. A sent mail is marked done on its outbox row at once (as the shop's
 * other mails, mail.processor.ts): the job handed over again after Redis lost it sends nothing.
 */
@Processor(NEWSLETTER_MAIL_QUEUE, { concurrency: 5, ...WORKER_LOCK })
export class NewsletterMailProcessor extends WorkerHost {
  constructor(
    private readonly db: DataSource,
    private readonly sender: MailSender,
    private readonly keys: NewsletterKeys,
    private readonly outcomes: JobOutcomes,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    super();
  }

  process(job: Job<NewsletterMailJob>): Promise<Outcome> {
    const logger = rootLogger().child({ queue: NEWSLETTER_MAIL_QUEUE, job_id: job.id, attempt: job.attemptsMade + 1 });
    return runWithLogger(logger, async () => {
      const sentBefore = await this.outcomes.isDone(NEWSLETTER_MAIL_QUEUE, job.id!);
      const outcome = sentBefore ? 'sent before' : await this.send(job.data, job.id!);
      if (outcome === 'sent') await this.outcomes.doneInRun(NEWSLETTER_MAIL_QUEUE, job.id!);
      currentLogger()[jobDoneLevel()]({ outcome }, 'newsletter mail');
      return outcome;
    });
  }

  private async send(job: NewsletterMailJob, jobId: string): Promise<Outcome> {
    const [row] = (await this.db.query(
      'SELECT id, email, confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriptions WHERE id = $1',
      [job.subscriptionId],
    )) as Array<{ id: number; email: string; confirmed: boolean }>;
    if (!row) return 'gone';
    const unsubscribe = unsubscribeLink(this.config.publicUrl, unsubscribeToken(this.keys.unsubscribe, row));
    let mail: MailMessage;
    if (job.kind === 'confirm') {
      const expiresAt = new Date(job.expiresAt);
      if (row.confirmed) return 'already_confirmed';
      if (expiresAt.getTime() <= Date.now()) return 'expired';
      const confirm = confirmLink(this.config.publicUrl, confirmToken(this.keys.confirm, row, expiresAt));
      mail = confirmationMail({ to: row.email, confirm, unsubscribe, expiresAt });
    } else {
      if (!row.confirmed) return 'not_confirmed';
      mail = welcomeMail({ to: row.email, unsubscribe });
    }
    await this.sender.send(mail, jobId);
    return 'sent';
  }
}
