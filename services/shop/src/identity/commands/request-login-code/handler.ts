import { randomUUID } from 'node:crypto';

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { normalizeEmail } from '@kilau/domain';

import { SHOP_CONFIG } from '../../../config/config.module.js';
import type { ShopConfig } from '../../../config/shop-config.js';
import { jobId } from '../../../jobs/job-options.js';
import { MailOutbox } from '../../../mail/mail-outbox.js';
import { OtpCode } from '../../entities/otp-code.entity.js';
import { hashLoginCode, newLoginCode } from '../../login-code.js';
import { loginCodeMail } from '../../login-code-mail.js';
import { LoginRateLimits } from '../../rate-limits.js';
import { type LoginCodeRequested, RequestLoginCode } from './command.js';

/**
 * Mails a fresh code and retires any earlier one. Every address gets a code (a new address
 * becomes a customer when the code is used), so the answer reveals nothing about who shops here.
 */
@CommandHandler(RequestLoginCode)
export class RequestLoginCodeHandler implements ICommandHandler<RequestLoginCode, LoginCodeRequested> {
  constructor(
    private readonly db: DataSource,
    private readonly limits: LoginRateLimits,
    private readonly outbox: MailOutbox,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async execute(command: RequestLoginCode): Promise<LoginCodeRequested> {
    const email = normalizeEmail(command.email);
    await this.limits.codeRequested(email, command.client);
    const code = newLoginCode();
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + this.config.otpTtlSeconds * 1000);
    await this.db.transaction(async (manager) => {
      await manager.query(
        'UPDATE otp_codes SET superseded_at = now() WHERE email = $1 AND used_at IS NULL AND superseded_at IS NULL',
        [email],
      );
      await manager.insert(OtpCode, {
        id,
        email,
        codeHash: hashLoginCode(this.config.jwtSecret, email, code),
        expiresAt,
      });
    });
    await this.outbox.send(jobId('login-code', id), loginCodeMail(email, code, this.config.otpTtlSeconds, expiresAt));
    return { detail: 'A login code is on its way to this address.', email, expires_in: this.config.otpTtlSeconds };
  }
}
