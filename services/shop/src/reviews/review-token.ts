import { createHash, randomBytes } from 'node:crypto';

/**
 * A review link's token: 32 random bytes, base64url (43 characters), for the mail's link only.
 * The shop keeps its sha256, which finds the link without being able to rebuild the token: a
 * leaked database holds no usable link.
 */
export function newReviewToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashReviewToken(token) };
}

export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A link's life in whole days, as the mail and the refusal tell it (REVIEW_LINK_TTL; at least one). */
export function reviewLinkDays(ttlSeconds: number): number {
  return Math.max(1, Math.round(ttlSeconds / 86_400));
}

/** Links made at or before this instant have expired (REVIEW_LINK_TTL after the mail that brought them). */
export function expiredBefore(ttlSeconds: number, now = new Date()): Date {
  return new Date(now.getTime() - ttlSeconds * 1000);
}
