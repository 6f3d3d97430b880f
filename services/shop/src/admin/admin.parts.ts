import type { ContextParts } from '../platform/parts/shop-parts.js';
import { adminOrders } from './projections/admin-orders/projection.js';

/** The back office's part: the staff's orders table (`admin_orders`), kept from the event log. */
export const adminParts = { context: 'admin', readModels: () => [adminOrders()] } satisfies ContextParts;
