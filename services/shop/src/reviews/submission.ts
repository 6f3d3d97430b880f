import { isStarRating, missingReviewFields, REVIEW_TEXT_MAX, ReviewMessages, reviewText } from '@kilau/domain';

import { type Picture, readPicture, type UploadedImage } from '../platform/media/picture.js';
import { Refused } from '../platform/shared/refused.js';
import type { ReviewItems } from './decider.js';

/** The review form as it arrives, JSON or multipart (where every value is text). */
export interface SubmissionInput {
  rating?: unknown;
  review_text?: unknown;
  product_ids?: unknown;
  charm_ids?: unknown;
  gift_set_ids?: unknown;
}

export interface ReviewSubmission {
  rating: number;
  reviewText: string;
  named: ReviewItems;
  image?: Picture;
}

const IDS_MAX = 100;

/** What the service says of each missing field (the page shows the seed's one message instead). */
const MISSING = {
  rating: 'Please choose a rating of 1 to 5 stars',
  review_text: 'Please write your review',
} as const;

/**
 * The review form read and checked (order-side seed §5 'Review'): a rating of 1 to 5 stars and
 * a text that is not blank once trimmed are required, and their absence is answered with the
 * seed's own message; the image is optional, and must be a picture.
 */
export function readSubmission(input: SubmissionInput, image?: UploadedImage): ReviewSubmission {
  const rating = present(input.rating) ? numberFrom(input.rating) : undefined;
  const text = reviewText(input.review_text);
  const missing: Record<string, string[]> = {};
  for (const field of missingReviewFields({ rating, text })) missing[field] = [MISSING[field]];
  if (Object.keys(missing).length) {
    throw new Refused('invalid', 'incomplete_review', ReviewMessages.incomplete, {
      detail: `Missing: ${Object.keys(missing).join(', ')}`,
      fields: missing,
    });
  }
  if (!isStarRating(rating)) {
    throw invalid('rating', 'The rating must be a whole number of stars from 1 to 5', `Got ${String(input.rating)}`);
  }
  if (text.length > REVIEW_TEXT_MAX) {
    throw invalid(
      'review_text',
      `The review is too long: ${REVIEW_TEXT_MAX} characters at most`,
      `It has ${text.length}`,
    );
  }
  return {
    rating,
    reviewText: text,
    named: {
      productIds: idList('product_ids', input.product_ids),
      charmIds: idList('charm_ids', input.charm_ids),
      giftSetIds: idList('gift_set_ids', input.gift_set_ids),
    },
    ...(image && image.size > 0 && { image: readPicture(image, REVIEW_PICTURE) }),
  };
}

/** How the review form words a refused picture (field `image`). */
export const REVIEW_PICTURE = {
  tooLarge: 'The image is too large: 5 MB at most',
  notAnImage: 'The image must be a picture: JPEG, PNG, WebP or GIF',
  field: 'image',
  fieldProblem: 'Please choose a JPEG, PNG, WebP or GIF picture',
};

/**
 * A list of ids as a form may send it: a JSON array, repeated multipart fields, one id, a
 * comma-separated text or a JSON array as text. Absent or empty is an empty list.
 */
function idList(field: string, value: unknown): number[] {
  if (!present(value)) return [];
  let parts: unknown[];
  if (Array.isArray(value)) parts = value;
  else if (typeof value === 'string' && value.trim().startsWith('[')) parts = jsonArray(field, value);
  else if (typeof value === 'string') parts = value.split(',').filter((part) => part.trim() !== '');
  else parts = [value];
  const ids = parts.map((part) => (typeof part === 'string' && part.trim() !== '' ? Number(part) : part));
  if (ids.length > IDS_MAX || !ids.every(isId)) {
    throw invalid(field, `${field} must be a list of ids`, `Got ${JSON.stringify(value)}`);
  }
  return [...new Set(ids as number[])];
}

function jsonArray(field: string, text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // answered below, as any other list that is not one
  }
  throw invalid(field, `${field} must be a list of ids`, `Got ${text}`);
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

const numberFrom = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

const invalid = (field: string, message: string, detail: string) =>
  new Refused('invalid', 'validation_failed', message, { detail, fields: { [field]: [message] } });
