import { Module } from '@nestjs/common';

import { MailSendingModule } from '../platform/mail/mail-sending.module.js';
import { IdentityModule } from './identity.module.js';
import { LoginMailProcessor } from './jobs/login-mail.processor.js';

/** Identity's jobs in the worker: mailing login codes and links. */
@Module({
  imports: [IdentityModule, MailSendingModule],
  providers: [LoginMailProcessor],
})
export class IdentityWorkerModule {}
