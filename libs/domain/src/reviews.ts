/**
 * The home page's reviews, What They Say (storefront seed §4, §9): highest rating first, and among
 * equal ratings the older review first; six shown until Show More; stars rounded to whole stars
 * out of five; an expandable breakdown of how many reviews gave each star count.
 */
import { starCount } from './listing.js';

/** Reviews shown before Show More (seed §9). */
export const REVIEWS_SHOWN = 6;

export interface ReviewRule {
  rating: number;
  uploaded_at: string;
}

function instant(text: string): number {
  const at = Date.parse(text);
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at; // an unreadable date sorts last among its rating
}

/** Rating descending, then older first; a new array, the given one untouched. */
export function sortReviews<R extends ReviewRule>(reviews: readonly R[]): R[] {
  return [...reviews].sort((a, b) => b.rating - a.rating || instant(a.uploaded_at) - instant(b.uploaded_at));
}

/** The reviews on screen: the first six, or all of them once expanded. */
export function shownReviews<R>(sorted: readonly R[], expanded: boolean): R[] {
  return expanded ? [...sorted] : sorted.slice(0, REVIEWS_SHOWN);
}

/** Whether the Show More / Show Less toggle is needed at all. */
export function hasMoreReviews(count: number): boolean {
  return count > REVIEWS_SHOWN;
}

export interface RatingBreakdown {
  /** Mean rating to one decimal; 0 without reviews. */
  average: number;
  total: number;
  /** From 5 stars down to 1: how many reviews and their share in whole percent. */
  rows: { stars: number; count: number; percent: number }[];
}

/** How the ratings spread over 5..1 stars (each review counted at its rounded stars). */
export function ratingBreakdown(reviews: readonly ReviewRule[]): RatingBreakdown {
  const total = reviews.length;
  const sum = reviews.reduce((acc, review) => acc + review.rating, 0);
  const rows = [5, 4, 3, 2, 1].map((stars) => {
    const count = reviews.filter((review) => Math.max(1, starCount(review.rating)) === stars).length;
    return { stars, count, percent: total ? Math.round((count / total) * 100) : 0 };
  });
  return { average: total ? Math.round((sum / total) * 10) / 10 : 0, total, rows };
}

/** What a review names: the seed's product, charm and gift-set id lists. */
export interface ReviewedItems {
  products: readonly number[];
  charms: readonly number[];
  gift_sets: readonly number[];
}

/** How many reviews name each item of one kind (an id listed twice in one review counts once). */
export function reviewCounts(reviews: readonly ReviewedItems[], kind: keyof ReviewedItems): Map<number, number> {
  const counts = new Map<number, number>();
  for (const review of reviews) {
    for (const id of new Set(review[kind])) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
