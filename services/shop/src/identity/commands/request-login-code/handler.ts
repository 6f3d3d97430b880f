import { randomUUID } from 'node:crypto';

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { normalizeEmail } from '@kilau/domain';

import { SHOP_CONFIG } from '../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../platform/config/shop-config.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { outboxInsert } from '../../../platform/jobs/outbox.js';
import { OtpCode } from '../../entities/otp-code.entity.js';
import { loginMailJob } from '../../jobs/login-mail-job.js';
import { hashLoginCode, newLoginCode } from '../../login-code.js';
import { LoginGuards } from '../../login-guards.js';
import { LoginKeys } from '../../login-keys.js';
import { hashLinkToken, newLinkToken } from '../../login-link.js';
import { sealLoginMail } from '../../login-mail-seal.js';
import { LoginRateLimits } from '../../rate-limits.js';
import { type LoginCodeRequested, RequestLoginCode } from './command.js';

/**
 * Writes a fresh code and sign-in link, and the job that mails them, in one transaction. Only the
 * same client's earlier codes are retired, so a stranger asking for codes at someone's address
 * cannot take away the code they are typing; links are never retired. Every address gets a code
 * (a new address becomes a customer when it is used), so the answer reveals nothing about who
 * shops here.
 */
@CommandHandler(RequestLoginCode)
export class RequestLoginCodeHandler implements ICommandHandler<RequestLoginCode, LoginCodeRequested> {
  constructor(
    private readonly db: DataSource,
    private readonly log: EventLog,
    private readonly limits: LoginRateLimits,
    private readonly guards: LoginGuards,
    private readonly keys: LoginKeys,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async execute({ client, next, language, ...command }: RequestLoginCode): Promise<LoginCodeRequested> {
    const email = normalizeEmail(command.email);
    await this.limits.codeRequested(email, client);
    const id = randomUUID();
    const code = newLoginCode();
    const token = newLinkToken();
    const mail = outboxInsert([loginMailJob(id, language)], 1);
    await this.db.transaction(async (manager) => {
      await this.guards.ensure(manager, email);
      await manager.query(
        `UPDATE otp_codes SET superseded_at = now()
         WHERE email = $1 AND requested_by = $2 AND used_at IS NULL AND superseded_at IS NULL`,
        [email, client],
      );
      await manager.insert(OtpCode, {
        id,
        email,
        requestedBy: client,
        codeHash: hashLoginCode(this.keys.code, email, code),
        linkHash: hashLinkToken(this.keys.link, token),
        mailSealed: sealLoginMail(this.keys.mail, id, { code, token, ...(next ? { next } : {}) }),
        expiresAt: new Date(Date.now() + this.config.otpTtlSeconds * 1000),
      });
      await manager.query(mail.sql, mail.params);
    });
    this.log.jobsWritten();
    return { detail: 'A login code is on its way to this address.', email, expires_in: this.config.otpTtlSeconds };
  }
}
