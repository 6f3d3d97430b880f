import { Module } from '@nestjs/common';

import { MailOutbox } from './mail-outbox.js';

/** Where any context hands over mail (on the `mail` queue of JobsModule). The worker's MailSendingModule sends it. */
@Module({
  providers: [MailOutbox],
  exports: [MailOutbox],
})
export class MailModule {}
