import { randomUUID } from 'node:crypto';

import { jobId } from '../../platform/jobs/job-options.js';
import type { JobRequest } from '../../platform/jobs/job-request.js';

export const NEWSLETTER_MAIL_QUEUE = 'newsletter-mail';

/**
 * A newsletter mail to write: which subscription, which mail, and for a confirmation its link's
 * expiry. Nothing a reader of Redis could use: the worker makes the links' tokens as it writes.
 */
export type NewsletterMailJob =
  { subscriptionId: number; kind: 'confirm'; expiresAt: string } | { subscriptionId: number; kind: 'welcome' };

/** A confirmation mail for each request (each its own link); the welcome once per subscription. */
export function newsletterMailJob(job: NewsletterMailJob): JobRequest {
  const id = job.kind === 'confirm' ? `${job.subscriptionId}-${randomUUID()}` : job.subscriptionId;
  return {
    queue: NEWSLETTER_MAIL_QUEUE,
    name: `newsletter-${job.kind}`,
    jobId: jobId(`newsletter-${job.kind}`, id),
    payload: { ...job },
  };
}
