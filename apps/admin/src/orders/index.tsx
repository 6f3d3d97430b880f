import { ListGuesser, type ResourceProps, ShowGuesser } from 'react-admin';

/** Placeholder until the order pages land. */
export const orders: Omit<ResourceProps, 'name'> = { show: ShowGuesser };
export const latePayments: Omit<ResourceProps, 'name'> = { list: ListGuesser };
export function OrderManagement() {
  return <h1>Order Management</h1>;
}
