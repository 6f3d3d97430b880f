import type { ContextParts } from '../platform/parts/shop-parts.js';
import { Review } from './entities/review.entity.js';
import { ReviewLink } from './entities/review-link.entity.js';

/** The reviews' tables (a review names the catalogue's products, charms and gift sets: see ReviewsModule). */
export const reviewsParts = { context: 'reviews', entities: [Review, ReviewLink] } satisfies ContextParts;
