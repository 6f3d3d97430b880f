import type { QueueName } from './queues.js';

/**
 * A job an event calls for, written to the outbox in the event's transaction. The job id is
 * deterministic (`<kind>_<id>`, no ':' and not all digits), so handing the same request to the
 * queue twice adds it once.
 */
export interface JobRequest {
  queue: QueueName;
  name: string;
  jobId: string;
  payload: Record<string, unknown>;
  /** Not to run before this moment (a delayed job). */
  notBefore?: string;
}
