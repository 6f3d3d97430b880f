import { ListGuesser, type ResourceProps } from 'react-admin';

/** Placeholder until the resource's own pages land. */
export const banners: Omit<ResourceProps, 'name'> = { list: ListGuesser };
