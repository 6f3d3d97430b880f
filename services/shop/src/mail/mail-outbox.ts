import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { jobOptions } from '../jobs/job-options.js';
import { MAIL_QUEUE, type MailMessage } from './mail-message.js';

/**
 * Hands a mail to the worker. The job id makes a repeated hand-over of the same mail a no-op,
 * and SMTP hiccups are retried by the queue rather than failing the shopper's request.
 */
@Injectable()
export class MailOutbox {
  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailMessage>,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async send(id: string, message: MailMessage): Promise<void> {
    await this.queue.add('send', message, { ...jobOptions(this.config), jobId: id });
  }
}
