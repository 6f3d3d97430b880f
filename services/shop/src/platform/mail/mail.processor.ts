import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';

import { WORKER_LOCK } from '../jobs/worker-options.js';
import { currentLogger, jobDoneLevel, rootLogger, runWithLogger } from '../logging/logger.js';
import { MAIL_QUEUE, type MailMessage } from './mail-message.js';
import { MailSender } from './mail-sender.js';

/** Sends the shop's ready-written mail (the `mail` queue), in the worker process. */
@Processor(MAIL_QUEUE, { concurrency: 5, ...WORKER_LOCK })
export class MailProcessor extends WorkerHost {
  constructor(private readonly sender: MailSender) {
    super();
  }

  process(job: Job<MailMessage>): Promise<'sent'> {
    const logger = rootLogger().child({ queue: MAIL_QUEUE, job_id: job.id, attempt: job.attemptsMade + 1 });
    return runWithLogger(logger, async () => {
      await this.sender.send(job.data);
      currentLogger()[jobDoneLevel()]('mail sent');
      return 'sent';
    });
  }
}
