import { createHmac, randomBytes } from 'node:crypto';

/**
 * The one-time sign-in link every code mail carries: 32 random bytes (base64url), kept only as a
 * keyed hash, good once within the code's life. It logs in even while codes for the address are
 * paused, because opening it proves control of the mailbox, which is what a code proves too.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token).digest('hex');
}

/**
 * The storefront's /login/link page with the token (and the console page to return to) in the
 * fragment: a fragment never reaches a server, so the token stays out of every access log, proxy
 * log and Referer header.
 */
export function signInLink(publicUrl: string, token: string, next?: string): string {
  const fragment = new URLSearchParams({ token, ...(next ? { next } : {}) });
  return `${publicUrl}/login/link#${fragment.toString()}`;
}
