import { jobId } from '../../jobs/job-options.js';
import type { JobRequest } from '../../jobs/job-request.js';

export const LOGIN_MAIL_QUEUE = 'login-mail';

/** A login-code mail to write: the code row's id, and nothing a reader of Redis could use. */
export interface LoginMailJob {
  codeId: string;
}

/** The job that mails a new code, written to the outbox with the code's row. */
export function loginMailJob(codeId: string): JobRequest {
  const job: LoginMailJob = { codeId };
  return { queue: LOGIN_MAIL_QUEUE, name: 'login-code', jobId: jobId('login-code', codeId), payload: { ...job } };
}
