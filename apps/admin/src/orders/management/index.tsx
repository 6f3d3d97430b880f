/** Order Management, the console's home page at /dashboard. */
export { OrderManagement } from './OrderManagement';
