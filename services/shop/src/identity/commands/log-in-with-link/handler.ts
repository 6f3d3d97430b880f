import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { AuthMessages } from '@kilau/domain';

import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { Refused } from '../../../platform/shared/refused.js';
import { OtpCode } from '../../entities/otp-code.entity.js';
import { LoggedInSessions } from '../../logged-in-sessions.js';
import { LoginKeys } from '../../login-keys.js';
import { hashLinkToken } from '../../login-link.js';
import { LoginRateLimits } from '../../rate-limits.js';
import type { LoggedIn } from '../log-in-with-code/command.js';
import { LogInWithLink } from './command.js';

/**
 * Logs in by a mailed sign-in link: good once, within its code's life, whatever wrong codes were
 * typed and whichever later codes were asked for, because only the mailbox's owner has it. It
 * spends its mail's code too (one mail, one login). The row is locked, so two opens race to one login.
 */
@CommandHandler(LogInWithLink)
export class LogInWithLinkHandler implements ICommandHandler<LogInWithLink, LoggedIn> {
  constructor(
    private readonly db: DataSource,
    private readonly keys: LoginKeys,
    private readonly sessions: LoggedInSessions,
    private readonly limits: LoginRateLimits,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, client }: LogInWithLink): Promise<LoggedIn> {
    await this.limits.codeTried(client);
    return this.db.transaction(async (manager) => {
      const link = await manager
        .createQueryBuilder(OtpCode, 'o')
        .setLock('pessimistic_write')
        .where('o.link_hash = :hash', { hash: hashLinkToken(this.keys.link, token) })
        .getOne();
      const now = this.clock.now();
      if (!link) throw new Refused('invalid', 'link_invalid', AuthMessages.linkInvalid);
      if (link.usedAt) throw new Refused('invalid', 'link_used', AuthMessages.linkUsed);
      if (link.expiresAt.getTime() <= now.getTime())
        throw new Refused('invalid', 'link_expired', AuthMessages.linkExpired);
      await manager.update(OtpCode, { id: link.id }, { usedAt: now });
      return this.sessions.logIn(manager, link.email);
    });
  }
}
