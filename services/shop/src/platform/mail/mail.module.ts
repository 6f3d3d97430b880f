import { Module } from '@nestjs/common';

import { MailOutbox } from './mail-outbox.js';

/** Where any context hands over mail (on the `mail` queue of JobsModule). The worker adds {@link MailProcessor} to send it. */
@Module({
  providers: [MailOutbox],
  exports: [MailOutbox],
})
export class MailModule {}
