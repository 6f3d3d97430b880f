import { Injectable } from '@nestjs/common';

import { EventLog } from '../event-log/event-log.js';
import type { JobRequest } from '../jobs/job-request.js';
import { outboxInsert } from '../jobs/outbox.js';
import { MAIL_QUEUE, type MailMessage } from './mail-message.js';

/**
 * The mail queue's job for one mail, under the id that names it once: for a caller that writes
 * the mail in the statement that records what calls for it (a checkout writes its order's
 * confirmation so), rather than through {@link MailOutbox.send}.
 */
export function mailJob(id: string, message: MailMessage): JobRequest {
  return { queue: MAIL_QUEUE, name: 'send', jobId: id, payload: { ...message } };
}

/**
 * Hands a mail to the worker through the outbox, so it is followed until sent (and handed over
 * again should Redis lose it). The id names the mail once: handing the same mail over again (a
 * repeated job) writes nothing, even after the queue has forgotten the first.
 */
@Injectable()
export class MailOutbox {
  constructor(private readonly log: EventLog) {}

  async send(id: string, message: MailMessage): Promise<void> {
    const insert = outboxInsert(
      [mailJob(id, message)],
      1,
      'NOT EXISTS (SELECT 1 FROM outbox sent WHERE sent.queue = job.queue AND sent.job_id = job.job_id)',
    );
    const { rowCount } = await this.log.autocommit.query(insert.sql, insert.params);
    if (rowCount) this.log.jobsWritten();
  }
}
