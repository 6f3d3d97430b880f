import { ListGuesser, type ResourceProps } from 'react-admin';

/** Placeholder until the resource's own pages land. */
export const products: Omit<ResourceProps, 'name'> = { list: ListGuesser };
