import type { SqlSession } from '@kilau/event-store';

import { returnStock } from '../../catalogue/items/stock.js';
import type { OrderEvent } from '../events.js';

/** The units an `OrderCancelled` gives back, returned to stock in its transaction. */
export async function returnCancelledStock(session: SqlSession, events: readonly OrderEvent[]): Promise<void> {
  for (const event of events) if (event.type === 'OrderCancelled') await returnStock(session, event.data.stockReturned);
}
