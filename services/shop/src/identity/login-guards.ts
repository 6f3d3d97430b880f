import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { type LoginGuard, recordWrongGuess } from '@kilau/domain';

import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';
import { jobId } from '../platform/jobs/job-options.js';
import { outboxInsert } from '../platform/jobs/outbox.js';
import { MAIL_QUEUE } from '../platform/mail/mail-message.js';
import { loginLockedMail } from './mails/login-locked-mail.js';

interface GuardRow {
  wrong_guesses_at: Date[];
  lockouts_at: Date[];
  locked_until: Date | null;
}

/**
 * The guessing budget of each address (libs/domain login-lockout.ts), kept in PostgreSQL so that
 * neither a Redis flush nor a second API process resets it. Guesses for one address queue on its
 * row lock, so however many arrive at once, each is counted against what the one before left.
 */
@Injectable()
export class LoginGuards {
  constructor(@Inject(SHOP_CONFIG) private readonly config: ShopConfig) {}

  /** Gives the address its guard, in the transaction that writes its first code. */
  async ensure(manager: EntityManager, email: string): Promise<void> {
    await manager.query('INSERT INTO login_guards (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [email]);
  }

  /** The address's guard, locked to the end of the transaction; null when no code was ever asked for it. */
  async lock(manager: EntityManager, email: string): Promise<LoginGuard | null> {
    return this.read(manager, email, 'FOR UPDATE');
  }

  /** The guard as it stands, without a lock (a code mail says when codes are paused). */
  async peek(manager: EntityManager, email: string): Promise<LoginGuard | null> {
    return this.read(manager, email, '');
  }

  /**
   * Counts a judged wrong guess against a locked guard. The guess that begins a pause also queues
   * the mail telling the owner, in the same transaction, so it goes once per pause. Answers
   * whether it queued a mail (the caller wakes the outbox relay after committing).
   */
  async countWrongGuess(manager: EntityManager, email: string, guard: LoginGuard, now: Date): Promise<boolean> {
    const { guard: next, lockout } = recordWrongGuess(guard, now);
    await manager.query(
      `UPDATE login_guards SET wrong_guesses_at = $2, lockouts_at = $3, locked_until = $4, updated_at = now()
       WHERE email = $1`,
      [email, next.wrongGuessesAt, next.lockoutsAt, next.lockedUntil],
    );
    if (!lockout) return false;
    const alert = outboxInsert(
      [
        {
          queue: MAIL_QUEUE,
          name: 'send',
          jobId: jobId('login-locked', randomUUID()),
          payload: { ...loginLockedMail(email, lockout.until, this.config.publicUrl) },
        },
      ],
      1,
    );
    await manager.query(alert.sql, alert.params);
    return true;
  }

  private async read(manager: EntityManager, email: string, lock: string): Promise<LoginGuard | null> {
    const [row] = (await manager.query(
      `SELECT wrong_guesses_at, lockouts_at, locked_until FROM login_guards WHERE email = $1 ${lock}`,
      [email],
    )) as GuardRow[];
    return row
      ? { wrongGuessesAt: row.wrong_guesses_at, lockoutsAt: row.lockouts_at, lockedUntil: row.locked_until }
      : null;
  }
}
