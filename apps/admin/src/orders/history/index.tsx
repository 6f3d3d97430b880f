import { ListGuesser, type ResourceProps, ShowGuesser } from 'react-admin';

/** Placeholder until the order timeline and the late payments land. */
export const orders: Omit<ResourceProps, 'name'> = { show: ShowGuesser };
export const latePayments: Omit<ResourceProps, 'name'> = { list: ListGuesser };
