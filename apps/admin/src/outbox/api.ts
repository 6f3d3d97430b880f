import { useQuery } from '@tanstack/react-query';

import { ADMIN_API, httpClient } from '../providers/http';

/** An outbox row in trouble, as GET /api/admin/outbox/ answers it. */
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

export interface OutboxTroubles {
  parked: OutboxTrouble[];
  failed: OutboxTrouble[];
}

export const OUTBOX_KEY = ['outbox-troubles'] as const;

export const useOutboxTroubles = () =>
  useQuery({
    queryKey: OUTBOX_KEY,
    queryFn: async () => (await httpClient(`${ADMIN_API}/outbox/`)).json as OutboxTroubles,
  });

export async function retryOutboxRow(id: number): Promise<void> {
  await httpClient(`${ADMIN_API}/outbox/${id}/retry`, { method: 'POST' });
}
