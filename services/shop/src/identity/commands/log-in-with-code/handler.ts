import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, type EntityManager } from 'typeorm';

import { AuthMessages, formatWibDateTime, lockedUntil, type LoginGuard, normalizeEmail } from '@kilau/domain';

import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { Refused } from '../../../platform/shared/refused.js';
import { OtpCode } from '../../entities/otp-code.entity.js';
import { LoggedInSessions } from '../../logged-in-sessions.js';
import { checkLoginCode, type CodeCheck, codeToJudge, hashLoginCode, sameHash } from '../../login-code.js';
import { LoginGuards } from '../../login-guards.js';
import { LoginKeys } from '../../login-keys.js';
import { LoginRateLimits } from '../../rate-limits.js';
import { type LoggedIn, LogInWithCode } from './command.js';

type CodeRefusal = Exclude<CodeCheck, { outcome: 'accepted' }>;
type Refusal = CodeRefusal | { outcome: 'refused'; reason: 'address_locked'; until: Date };

const refusals: Record<CodeRefusal['reason'], [string, string]> = {
  no_code: ['otp_not_found', AuthMessages.codeNotWaiting],
  expired: ['otp_expired', AuthMessages.codeExpired],
  locked: ['otp_locked', AuthMessages.codeLocked],
  wrong_code: ['otp_invalid', AuthMessages.codeWrong],
};

function refusal(check: Refusal): Refused {
  if (check.reason === 'address_locked') {
    const seconds = Math.ceil((check.until.getTime() - Date.now()) / 1000);
    return new Refused(
      'too_many',
      'login_locked',
      AuthMessages.addressLocked(formatWibDateTime(check.until.toISOString())),
      {
        retryAfterSeconds: Math.max(1, seconds),
        body: { locked_until: check.until.toISOString() },
      },
    );
  }
  const [code, text] = refusals[check.reason];
  if (check.reason !== 'wrong_code') return new Refused('invalid', code, text);
  const left =
    check.triesLeft === 0
      ? 'Ask for a new code.'
      : `${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`;
  return new Refused('invalid', code, `${text} ${left}`);
}

/**
 * Judges a typed code with its address's guard locked, so concurrent guesses queue and each one
 * counts against the address's budget (login-lockout.ts) as well as the code's five tries. While
 * the address is paused a guess is refused unjudged. The right code is spent at once.
 */
@CommandHandler(LogInWithCode)
export class LogInWithCodeHandler implements ICommandHandler<LogInWithCode, LoggedIn> {
  constructor(
    private readonly db: DataSource,
    private readonly log: EventLog,
    private readonly sessions: LoggedInSessions,
    private readonly limits: LoginRateLimits,
    private readonly guards: LoginGuards,
    private readonly keys: LoginKeys,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: LogInWithCode): Promise<LoggedIn> {
    await this.limits.codeTried(command.client);
    const email = normalizeEmail(command.email);
    let alerted = false;
    const outcome = await this.db.transaction(async (manager): Promise<LoggedIn | Refusal> => {
      const now = this.clock.now();
      const guard = await this.guards.lock(manager, email);
      if (!guard) return { outcome: 'refused', reason: 'no_code' };
      const until = lockedUntil(guard, now);
      if (until) return { outcome: 'refused', reason: 'address_locked', until };
      const code = codeToJudge(await waitingCodes(manager, email), command.client, now);
      const matches = !!code && sameHash(code.codeHash, hashLoginCode(this.keys.code, email, command.code));
      const check = checkLoginCode(code, matches, now);
      if (check.outcome === 'accepted') {
        await manager.update(OtpCode, { id: code!.id }, { usedAt: now });
        return this.sessions.logIn(manager, email);
      }
      if (check.reason === 'wrong_code') alerted = await this.countWrongGuess(manager, email, code!, guard, now);
      return check;
    });
    if (alerted) this.log.jobsWritten();
    if ('outcome' in outcome) throw refusal(outcome);
    return outcome;
  }

  private async countWrongGuess(
    manager: EntityManager,
    email: string,
    code: OtpCode,
    guard: LoginGuard,
    now: Date,
  ): Promise<boolean> {
    await manager.increment(OtpCode, { id: code.id }, 'failedAttempts', 1);
    return this.guards.countWrongGuess(manager, email, guard, now);
  }
}

/** The address's codes neither used nor superseded, newest first, locked against a link spending one. */
function waitingCodes(manager: EntityManager, email: string): Promise<OtpCode[]> {
  return manager
    .createQueryBuilder(OtpCode, 'o')
    .setLock('pessimistic_write')
    .where('o.email = :email AND o.used_at IS NULL AND o.superseded_at IS NULL', { email })
    .orderBy('o.created_at', 'DESC')
    .limit(20)
    .getMany();
}
