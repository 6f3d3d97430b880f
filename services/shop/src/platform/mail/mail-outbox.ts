import { Injectable } from '@nestjs/common';

import { EventLog } from '../event-log/event-log.js';
import { outboxInsert } from '../jobs/outbox.js';
import { MAIL_QUEUE, type MailMessage } from './mail-message.js';

/**
 * Hands a mail to the worker through the outbox, so it is followed until sent (and handed over
 * again should Redis lose it). The id names the mail once: handing the same mail over again (a
 * repeated job) writes nothing, even after the queue has forgotten the first.
 */
@Injectable()
export class MailOutbox {
  constructor(private readonly log: EventLog) {}

  async send(id: string, message: MailMessage): Promise<void> {
    const job = { queue: MAIL_QUEUE, name: 'send', jobId: id, payload: { ...message } } as const;
    const insert = outboxInsert(
      [job],
      1,
      'NOT EXISTS (SELECT 1 FROM outbox sent WHERE sent.queue = job.queue AND sent.job_id = job.job_id)',
    );
    const { rowCount } = await this.log.autocommit.query(insert.sql, insert.params);
    if (rowCount) this.log.jobsWritten();
  }
}
