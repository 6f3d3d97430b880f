import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';

import { lockedUntil, type ShopperLanguage } from '@kilau/domain';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { WORKER_LOCK } from '../../platform/jobs/worker-options.js';
import { currentLogger, jobDoneLevel, rootLogger, runWithLogger } from '../../platform/logging/logger.js';
import { MailSender } from '../../platform/mail/mail-sender.js';
import { LoginGuards } from '../login-guards.js';
import { LoginKeys } from '../login-keys.js';
import { signInLink } from '../login-link.js';
import { openLoginMail } from '../login-mail-seal.js';
import { loginCodeMail } from '../mails/login-code-mail.js';
import { LOGIN_MAIL_QUEUE, type LoginMailJob } from './login-mail-job.js';

type Outcome = 'sent' | 'expired' | 'already_sent';

/**
 * Writes and sends a login-code mail from its code row: opens the code and link sealed there,
 * sends, then wipes them, so they sit nowhere but in the mailbox (a mail that fails for good wipes
 * them too). A code that expired before its mail could go is not mailed. A job run again after
 * the wipe finds nothing to send.
 */
@Processor(LOGIN_MAIL_QUEUE, { concurrency: 5, ...WORKER_LOCK })
export class LoginMailProcessor extends WorkerHost {
  constructor(
    private readonly db: DataSource,
    private readonly sender: MailSender,
    private readonly keys: LoginKeys,
    private readonly guards: LoginGuards,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    super();
  }

  process(job: Job<LoginMailJob>): Promise<Outcome> {
    const logger = rootLogger().child({ queue: LOGIN_MAIL_QUEUE, job_id: job.id, attempt: job.attemptsMade + 1 });
    return runWithLogger(logger, async () => {
      try {
        return await this.send(job.data.codeId, job.data.language);
      } catch (error) {
        // the last try failed: no mail will carry this code, so nothing may keep it
        if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await this.wipe(job.data.codeId);
        throw error;
      }
    });
  }

  private async send(codeId: string, language: ShopperLanguage | undefined): Promise<Outcome> {
    const [row] = (await this.db.query('SELECT email, expires_at, mail_sealed FROM otp_codes WHERE id = $1', [
      codeId,
    ])) as Array<{ email: string; expires_at: Date; mail_sealed: Buffer | null }>;
    if (!row?.mail_sealed) return 'already_sent';
    const now = new Date();
    if (row.expires_at.getTime() <= now.getTime()) {
      await this.wipe(codeId);
      currentLogger().info('login code expired before its mail could go; not sent');
      return 'expired';
    }
    const { code, token, next } = openLoginMail(this.keys.mail, codeId, row.mail_sealed);
    const guard = await this.guards.peek(this.db.manager, row.email);
    await this.sender.send(
      loginCodeMail({
        to: row.email,
        code,
        link: signInLink(this.config.publicUrl, token, next),
        ttlSeconds: this.config.otpTtlSeconds,
        pausedUntil: (guard && lockedUntil(guard, now)) ?? undefined,
        language,
      }),
      `login-code_${codeId}`,
    );
    await this.wipe(codeId);
    currentLogger()[jobDoneLevel()]('login mail sent');
    return 'sent';
  }

  private async wipe(codeId: string): Promise<void> {
    await this.db.query('UPDATE otp_codes SET mail_sealed = NULL WHERE id = $1', [codeId]);
  }
}
