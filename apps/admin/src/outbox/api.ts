import { useQuery } from '@tanstack/react-query';

import type { OutboxTroubles } from '@kilau/domain';

import { ADMIN_API, httpClient } from '../providers/http';

export const OUTBOX_KEY = ['outbox-troubles'] as const;

export const useOutboxTroubles = () =>
  useQuery({
    queryKey: OUTBOX_KEY,
    queryFn: async () => (await httpClient(`${ADMIN_API}/outbox/`)).json as OutboxTroubles,
  });

export async function retryOutboxRow(id: number): Promise<void> {
  await httpClient(`${ADMIN_API}/outbox/${id}/retry`, { method: 'POST' });
}
