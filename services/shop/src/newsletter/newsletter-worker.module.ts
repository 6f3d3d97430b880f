import { Module } from '@nestjs/common';

import { MailSendingModule } from '../platform/mail/mail-sending.module.js';
import { NewsletterMailProcessor } from './jobs/newsletter-mail.processor.js';
import { NewsletterModule } from './newsletter.module.js';

/** The newsletter's jobs in the worker: the confirmation and welcome mails. */
@Module({
  imports: [NewsletterModule, MailSendingModule],
  providers: [NewsletterMailProcessor],
})
export class NewsletterWorkerModule {}
