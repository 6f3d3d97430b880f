/**
 * The review form's rules (order-side seed §5 'Review'), shared by the review page (which
 * enables its submit button by them) and the service (which refuses a submission by them).
 */

/** The rating scale: 1 to 5 stars (order-side seed §9). */
export const REVIEW_STARS = 5;

/** The seed leaves the text's length open; a review longer than this is not a review. */
export const REVIEW_TEXT_MAX = 2000;

/** The picture types a review may carry, as a browser names a chosen file's type. */
export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** A whole number of stars from 1 to REVIEW_STARS. */
export function isStarRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= REVIEW_STARS;
}

/** The review's text as it is kept: trimmed. */
export function reviewText(text: unknown): string {
  return typeof text === 'string' ? text.trim() : '';
}

/** Which required fields a review lacks: a rating (0 or none is no rating) and a text that is not blank. */
export function missingReviewFields(form: { rating?: number | null; text?: unknown }): Array<'rating' | 'review_text'> {
  const missing: Array<'rating' | 'review_text'> = [];
  if (form.rating === undefined || form.rating === null || form.rating === 0) missing.push('rating');
  if (!reviewText(form.text)) missing.push('review_text');
  return missing;
}

/** A review that may be sent: rated with whole stars in the scale and not blank. */
export function isReviewComplete(form: { rating?: number | null; text?: unknown }): boolean {
  return missingReviewFields(form).length === 0 && isStarRating(form.rating);
}

/** Whether a chosen file's declared type is a picture a review takes (the service checks the bytes too). */
export function isReviewImageType(type: string): boolean {
  return (REVIEW_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}
