import { ListGuesser, type ResourceProps } from 'react-admin';

/** Placeholder until the resource's own pages land. */
export const gallery: Omit<ResourceProps, 'name'> = { list: ListGuesser };
