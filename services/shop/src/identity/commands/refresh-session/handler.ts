import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, IsNull } from 'typeorm';

import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { notAuthenticated } from '../../../platform/shared/refused.js';
import { RefreshToken } from '../../entities/refresh-token.entity.js';
import { User } from '../../entities/user.entity.js';
import { hashToken, Tokens } from '../../tokens.js';
import { RefreshSession, type SessionRefreshed } from './command.js';

type Refusal = { refused: string };

/**
 * Rotates a refresh token: the presented one is retired and a new one of the same family is
 * issued, ending when the family does (REFRESH_TOKEN_TTL after the login): refreshing never makes
 * a session outlive it. A retired token presented again has leaked (or been raced by another
 * tab), so the whole family is revoked and the shopper logs in again.
 */
@CommandHandler(RefreshSession)
export class RefreshSessionHandler implements ICommandHandler<RefreshSession, SessionRefreshed> {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: Tokens,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ refreshToken }: RefreshSession): Promise<SessionRefreshed> {
    if (!refreshToken) throw notAuthenticated('Not authenticated', 'No refresh token was sent');
    const outcome = await this.db.transaction(async (manager): Promise<SessionRefreshed | Refusal> => {
      const token = await manager
        .createQueryBuilder(RefreshToken, 't')
        .setLock('pessimistic_write')
        .where('t.token_hash = :hash', { hash: hashToken(refreshToken) })
        .getOne();
      if (!token) return { refused: 'The refresh token is not known' };
      if (token.revokedAt) {
        await manager.update(
          RefreshToken,
          { familyId: token.familyId, revokedAt: IsNull() },
          { revokedAt: this.clock.now() },
        );
        return { refused: 'The refresh token was already used; log in again' };
      }
      if (token.expiresAt.getTime() <= Date.now()) return { refused: 'The refresh token has expired' };
      const user = await manager.findOneBy(User, { id: token.userId });
      if (!user) return { refused: 'The account no longer exists' };
      const next = await this.tokens.issue(manager, user, { id: token.familyId, expiresAt: token.expiresAt });
      await manager.update(RefreshToken, { id: token.id }, { revokedAt: this.clock.now(), replacedBy: next.id });
      return {
        access: next.access,
        refresh: next.refresh,
        refreshExpiresAt: next.expiresAt,
        user: { id: user.id, email: user.email },
      };
    });
    if ('refused' in outcome) throw notAuthenticated('Not authenticated', outcome.refused);
    return outcome;
  }
}
