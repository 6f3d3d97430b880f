import type { ShopperLanguage } from '@kilau/domain';

import { jobId } from '../../platform/jobs/job-options.js';
import type { JobRequest } from '../../platform/jobs/job-request.js';

export const LOGIN_MAIL_QUEUE = 'login-mail';

/** A login-code mail to write: the code row's id, and nothing a reader of Redis could use. */
export interface LoginMailJob {
  codeId: string;
  /** The language of the page that asked: the mail is written in it. */
  language?: ShopperLanguage;
}

/** The job that mails a new code, written to the outbox with the code's row. */
export function loginMailJob(codeId: string, language?: ShopperLanguage): JobRequest {
  const job: LoginMailJob = { codeId, ...(language && { language }) };
  return { queue: LOGIN_MAIL_QUEUE, name: 'login-code', jobId: jobId('login-code', codeId), payload: { ...job } };
}
