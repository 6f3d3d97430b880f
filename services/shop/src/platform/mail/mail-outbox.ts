import { Injectable } from '@nestjs/common';

import { EventLog } from '../event-log/event-log.js';
import { JobOutcomes } from '../jobs/job-outcomes.js';
import { outboxInsert } from '../jobs/outbox.js';
import { MAIL_QUEUE, type MailMessage } from './mail-message.js';

/**
 * Hands a mail to the worker through the outbox, so it is followed until sent (and handed over
 * again should Redis lose it). The id names the mail once: handing the same mail over again (a
 * repeated job) writes nothing, even after the queue has forgotten the first.
 */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly log: EventLog,
    private readonly outcomes: JobOutcomes,
  ) {}

  /**
   * `by`, the job whose run writes the mail: handing it over is all that job does, so its own row
   * is marked done in the same statement, and not again when the job completes.
   */
  async send(id: string, message: MailMessage, by: { queue: string; jobId: string }): Promise<void> {
    const job = { queue: MAIL_QUEUE, name: 'send', jobId: id, payload: { ...message } } as const;
    const insert = outboxInsert(
      [job],
      1,
      'NOT EXISTS (SELECT 1 FROM outbox sent WHERE sent.queue = job.queue AND sent.job_id = job.job_id)',
    );
    const next = insert.params.length + 1;
    const { rows } = await this.log.autocommit.query<{ handed: number }>(
      `WITH handing AS (
         UPDATE outbox SET done_at = now() WHERE job_id = $${next + 1} AND queue = $${next} AND done_at IS NULL),
       handed AS (${insert.sql})
       SELECT count(*)::int AS handed FROM handed`,
      [...insert.params, by.queue, by.jobId],
    );
    this.outcomes.markedInRun(by.queue, by.jobId);
    if (rows[0]!.handed) this.log.jobsWritten();
  }
}
