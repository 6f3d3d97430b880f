/** An outbox row staff should look at: parked (never handed to its queue) or its job failed for good. */
export interface OutboxTrouble {
  id: number;
  queue: string;
  job_name: string;
  job_id: string;
  payload: Record<string, unknown>;
  attempts: number;
  last_error: string | null;
  created_at: string;
  parked_at: string | null;
  failed_at: string | null;
}

/** GET /api/admin/outbox/: the console's "Jobs in trouble". */
export interface OutboxTroubles {
  parked: OutboxTrouble[];
  failed: OutboxTrouble[];
}
