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
