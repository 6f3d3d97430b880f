import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';

import { MAIL_QUEUE } from './mail-message.js';
import { MailOutbox } from './mail-outbox.js';

/** Where any context hands over mail. The worker adds {@link MailProcessor} to send it. */
@Module({
  imports: [BullModule.registerQueue({ name: MAIL_QUEUE })],
  providers: [MailOutbox],
  exports: [MailOutbox],
})
export class MailModule {}
