/** The orders: Order Management (the seed's page) and each order's history (timeline, late payments). */
export { latePayments, orders } from './history';
export { OrderManagement } from './management';
