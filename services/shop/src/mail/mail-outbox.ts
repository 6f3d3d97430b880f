import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';

import { defaultJobOptions } from '../jobs/job-options.js';
import { MAIL_QUEUE, type MailMessage } from './mail-message.js';

/**
 * Hands a mail to the worker. The job id makes a repeated hand-over of the same mail a no-op,
 * and SMTP hiccups are retried by the queue rather than failing the shopper's request.
 */
@Injectable()
export class MailOutbox {
  constructor(@InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailMessage>) {}

  async send(id: string, message: MailMessage): Promise<void> {
    await this.queue.add('send', message, { ...defaultJobOptions, attempts: 5, jobId: id });
  }
}
