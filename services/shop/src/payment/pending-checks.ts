import { Injectable } from '@nestjs/common';

import { mayMoveMoney } from '@kilau/domain';

import { EventLog } from '../platform/event-log/event-log.js';
import type { NotifiedStatus } from './commands/confirm-payment/command.js';

/** A check waiting this long was lost on its way (a parked outbox row, a job removed by hand): forgotten. */
const LOST_AFTER = '1 hour';

/**
 * What a routine check (of a notification that cannot move money) is about besides its attempt:
 * the status claimed. Null for a notification that may move money, which always has a check of
 * its own. Two notifications of an attempt with the same claim are the same hint to the check,
 * which reads Midtrans's status rather than theirs.
 */
export function routineClaim(notified: NotifiedStatus): string | null {
  if (mayMoveMoney(notified.transactionStatus, notified.fraudStatus)) return null;
  return `${notified.transactionStatus}/${notified.fraudStatus ?? ''}`;
}

/**
 * One routine check waiting per attempt and claim (`payment_checks_waiting`): the inbox queues a
 * check only where none waits (notification-inbox.ts), and a check frees its place as it starts,
 * before it reads anything, so a notification arriving while it runs queues the next one and the
 * last news is always checked after it came.
 */
@Injectable()
export class PendingChecks {
  constructor(private readonly log: EventLog) {}

  /** A check taken off its queue: from now on, a notification of its attempt and claim queues another. */
  async begun(attemptId: string, notified: NotifiedStatus | undefined, jobId: string | undefined): Promise<void> {
    const claim = notified && routineClaim(notified);
    if (!claim || !jobId) return;
    await this.log.autocommit.query(
      'DELETE FROM payment_checks_waiting WHERE attempt_id = $1 AND claim = $2 AND job_id = $3',
      [attemptId, claim, jobId],
    );
  }

  /** Forgets checks waiting so long they were lost, so that the next notification queues one. */
  async forgetLost(): Promise<void> {
    await this.log.autocommit.query(
      `DELETE FROM payment_checks_waiting WHERE queued_at < now() - interval '${LOST_AFTER}'`,
    );
  }
}
