import { ReviewMessages } from '@kilau/domain';

import { Refused } from '../platform/shared/refused.js';
import { reviewLinkDays } from './review-token.js';

/**
 * How a review link is refused. No token: the seed's own message. A token no link has: 404. A
 * link already used: 410, gone for good, with the words the page shows for a reviewed order. A
 * link past its life: 410 too, in words of the shop's own (the seed has none; the page shows the
 * server's message).
 */
export const ReviewLinkRefusals = {
  missingToken: () =>
    new Refused('invalid', 'missing_token', ReviewMessages.missingToken, {
      detail: 'The link carries no token: please open the link from your e-mail again',
    }),
  unknown: () =>
    new Refused('not_found', 'review_link_not_found', 'Invalid review link', {
      detail: 'No review link has this token: please open the link from your e-mail again',
    }),
  used: () =>
    new Refused('gone', 'review_link_used', ReviewMessages.alreadyReviewed, {
      detail: 'This review link has been used: each order takes one review',
    }),
  expired: (ttlSeconds: number) =>
    new Refused('gone', 'review_link_expired', 'This review link has expired', {
      detail: `A review link works for ${daysInWords(reviewLinkDays(ttlSeconds))} after the order arrives`,
    }),
};

const daysInWords = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Tokens are 43 characters; anything far longer is no token of ours and is not looked up. */
const TOKEN_MAX = 200;

/** The token from a query or a form: blank is missing; one that cannot be ours is unknown. */
export function reviewToken(raw: unknown): string {
  const token = typeof raw === 'string' ? raw.trim() : '';
  if (!token) throw ReviewLinkRefusals.missingToken();
  if (token.length > TOKEN_MAX) throw ReviewLinkRefusals.unknown();
  return token;
}
