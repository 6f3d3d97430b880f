import type { Projection } from '@kilau/event-store';

import { adminOrders } from './admin/projections/admin-orders/projection.js';
import { orderSummaries } from './ordering/projections/order-summaries/projection.js';
import { orderTracking } from './ordering/projections/order-tracking/projection.js';

/** Every read model kept from the event log: what the projection runner runs and `npm run replay` rebuilds. */
export function readModels(): Projection[] {
  return [orderSummaries(), orderTracking(), adminOrders()];
}
