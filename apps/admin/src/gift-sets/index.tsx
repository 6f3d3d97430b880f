import { ListGuesser, type ResourceProps } from 'react-admin';

/** Placeholder until the resource's own pages land. */
export const giftSets: Omit<ResourceProps, 'name'> = { list: ListGuesser };
