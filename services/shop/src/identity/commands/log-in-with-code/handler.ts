import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, type EntityManager } from 'typeorm';

import { AuthMessages, normalizeEmail } from '@kilau/domain';

import { SHOP_CONFIG } from '../../../config/config.module.js';
import type { ShopConfig } from '../../../config/shop-config.js';
import { ShopError } from '../../../http/shop-error.js';
import { OtpCode } from '../../entities/otp-code.entity.js';
import { User } from '../../entities/user.entity.js';
import { checkLoginCode, type CodeCheck, hashLoginCode, sameHash } from '../../login-code.js';
import { LoginRateLimits } from '../../rate-limits.js';
import { Tokens } from '../../tokens.js';
import { type LoggedIn, LogInWithCode } from './command.js';

const refusals: Record<Exclude<CodeCheck, { outcome: 'accepted' }>['reason'], [string, string]> = {
  no_code: ['otp_not_found', AuthMessages.codeNotWaiting],
  expired: ['otp_expired', AuthMessages.codeExpired],
  locked: ['otp_locked', AuthMessages.codeLocked],
  wrong_code: ['otp_invalid', AuthMessages.codeWrong],
};

function refusal(check: Exclude<CodeCheck, { outcome: 'accepted' }>): ShopError {
  const [code, text] = refusals[check.reason];
  if (check.reason !== 'wrong_code') return new ShopError(400, code, text);
  const left =
    check.triesLeft === 0
      ? 'Ask for a new code.'
      : `${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`;
  return new ShopError(400, code, `${text} ${left}`);
}

/**
 * Checks the newest live code with its row locked, so concurrent guesses queue and each one
 * counts. The right code is spent at once; the address becomes a customer if it is new.
 */
@CommandHandler(LogInWithCode)
export class LogInWithCodeHandler implements ICommandHandler<LogInWithCode, LoggedIn> {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: Tokens,
    private readonly limits: LoginRateLimits,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async execute(command: LogInWithCode): Promise<LoggedIn> {
    await this.limits.codeTried(command.client);
    const email = normalizeEmail(command.email);
    const outcome = await this.db.transaction(async (manager) => {
      const code = await manager
        .createQueryBuilder(OtpCode, 'o')
        .setLock('pessimistic_write')
        .where('o.email = :email AND o.used_at IS NULL AND o.superseded_at IS NULL', { email })
        .orderBy('o.created_at', 'DESC')
        .getOne();
      const matches = !!code && sameHash(code.codeHash, hashLoginCode(this.config.jwtSecret, email, command.code));
      const check = checkLoginCode(code ?? undefined, matches, new Date());
      if (check.outcome === 'refused') {
        if (check.reason === 'wrong_code') await manager.increment(OtpCode, { id: code!.id }, 'failedAttempts', 1);
        return check;
      }
      await manager.update(OtpCode, { id: code!.id }, { usedAt: new Date() });
      return this.logIn(manager, email);
    });
    if ('outcome' in outcome) throw refusal(outcome);
    return outcome;
  }

  private async logIn(manager: EntityManager, email: string): Promise<LoggedIn> {
    const [row] = await manager.query(
      `INSERT INTO users (email, last_login_at) VALUES ($1, now())
       ON CONFLICT (email) DO UPDATE SET last_login_at = now()
       RETURNING id, email, is_staff`,
      [email],
    );
    const user = manager.create(User, { id: row.id, email: row.email, isStaff: row.is_staff });
    const { access, refresh } = await this.tokens.issue(manager, user);
    return { access, refresh, user: { id: user.id, email: user.email } };
  }
}
