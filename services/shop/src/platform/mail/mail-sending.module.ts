import { Module } from '@nestjs/common';

import { MailProcessor } from './mail.processor.js';
import { MailSender } from './mail-sender.js';

/** The worker's side of mail: the SMTP sender, and the `mail` queue's processor that hands mail to it. */
@Module({
  providers: [MailSender, MailProcessor],
  exports: [MailSender],
})
export class MailSendingModule {}
