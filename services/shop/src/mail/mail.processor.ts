import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnModuleDestroy } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { WORKER_LOCK } from '../jobs/worker-options.js';
import { currentLogger, rootLogger, runWithLogger } from '../logging/logger.js';
import { MAIL_QUEUE, type MailMessage } from './mail-message.js';
import { createMailTransport } from './mail-transport.js';

/** Sends the shop's mail through SMTP_URL, in the worker process. */
@Processor(MAIL_QUEUE, { concurrency: 5, ...WORKER_LOCK })
export class MailProcessor extends WorkerHost implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(@Inject(SHOP_CONFIG) private readonly config: ShopConfig) {
    super();
    this.transport = createMailTransport(config.smtpUrl);
  }

  process(job: Job<MailMessage>): Promise<'sent' | 'expired'> {
    const logger = rootLogger().child({ queue: MAIL_QUEUE, job_id: job.id, attempt: job.attemptsMade + 1 });
    return runWithLogger(logger, () => this.send(job.data));
  }

  private async send(mail: MailMessage): Promise<'sent' | 'expired'> {
    if (mail.notAfter && new Date(mail.notAfter).getTime() <= Date.now()) {
      currentLogger().info('mail no longer useful, not sent');
      return 'expired';
    }
    await this.transport.sendMail({
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    currentLogger().info('mail sent');
    return 'sent';
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
