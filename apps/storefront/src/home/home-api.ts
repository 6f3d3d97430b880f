import { CatalogueMessages, type ReviewView } from '@kilau/domain';

import { api } from '../api/http';

/** A shopper's review as GET /api/reviews/ serves it (storefront seed §3 'Review'). */
export type Review = ReviewView;

export const homeApi = {
  reviews: (signal?: AbortSignal) => api<Review[]>('/reviews/', { failure: CatalogueMessages.reviewsFailed, signal }),
};
