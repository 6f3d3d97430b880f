import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';

import { JobOutcomes } from '../jobs/job-outcomes.js';
import { WORKER_LOCK } from '../jobs/worker-options.js';
import { currentLogger, jobDoneLevel, rootLogger, runWithLogger } from '../logging/logger.js';
import { MAIL_QUEUE, type MailMessage } from './mail-message.js';
import { MailSender } from './mail-sender.js';

/**
 * Sends the shop's ready-written mail (the `mail` queue), in the worker process. A sent mail is
 * marked done on its outbox row at once, in PostgreSQL: Redis emptied while the mail went takes
 * the job, and the worker's `completed` event with it, and the outbox would hand the mail over
 * again; the job handed over again finds its row done and sends nothing. The mail itself is read
 * from that row in the same statement: the job carries none (`PAYLOAD_IN_OUTBOX`), and a job the
 * release before queued, carrying its mail, is sent from its row all the same.
 */
@Processor(MAIL_QUEUE, { concurrency: 5, ...WORKER_LOCK })
export class MailProcessor extends WorkerHost {
  constructor(
    private readonly sender: MailSender,
    private readonly outcomes: JobOutcomes,
  ) {
    super();
  }

  process(job: Job<Partial<MailMessage>>): Promise<'sent' | 'sent before'> {
    const logger = rootLogger().child({ queue: MAIL_QUEUE, job_id: job.id, attempt: job.attemptsMade + 1 });
    return runWithLogger(logger, async () => {
      const row = await this.outcomes.rowOf(MAIL_QUEUE, job.id!);
      if (row?.done) {
        currentLogger().warn('mail sent before under a job the queue lost; not sent again');
        return 'sent before';
      }
      // a job added by hand has no row: it carries its mail, as every job once did
      const mail = row ? row.payload : job.data;
      if (!isMail(mail)) throw new Error('the mail job has no mail: its outbox row holds none');
      await this.sender.send(mail, job.id!);
      await this.outcomes.doneInRun(MAIL_QUEUE, job.id!);
      currentLogger()[jobDoneLevel()]('mail sent');
      return 'sent';
    });
  }
}

function isMail(value: unknown): value is MailMessage {
  const mail = value as Partial<MailMessage> | undefined;
  return typeof mail?.to === 'string' && typeof mail.subject === 'string' && typeof mail.text === 'string';
}
