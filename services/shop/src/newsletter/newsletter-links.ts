import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a confirmation link works: three days, time to find the mail after a weekend. */
export const CONFIRM_LINK_TTL_MS = 3 * 24 * 3600 * 1000;

/** A subscription as its links name it: the row, and the address they were made for. */
export interface LinkSubject {
  id: number;
  email: string;
}

/**
 * The confirmation link's token: `{id}.{expiry}.{mac}`, the MAC (HMAC-SHA256 under the
 * newsletter's confirm key) over the subscription, its address and the expiry. Nothing secret is
 * stored or queued: the worker makes the token as it writes the mail, the API checks it against
 * the row. It works once (confirming fills `confirmed_at`, and a confirmed row takes no token)
 * and not after its expiry.
 */
export function confirmToken(key: Buffer, subject: LinkSubject, expiresAt: Date): string {
  const expiry = expiresAt.getTime().toString(36);
  return `${subject.id}.${expiry}.${mac(key, 'confirm', subject, expiry)}`;
}

/** The unsubscribe link's token: `{id}.{mac}`; good as long as the subscription lasts. */
export function unsubscribeToken(key: Buffer, subject: LinkSubject): string {
  return `${subject.id}.${mac(key, 'unsubscribe', subject, '')}`;
}

/** What a token claims, before the row is read: the subscription, and the expiry for a confirmation. */
export interface TokenClaim {
  id: number;
  expiresAt?: Date;
  proof: string;
}

export function readToken(kind: 'confirm' | 'unsubscribe', token: string): TokenClaim | undefined {
  const parts = token.split('.');
  const id = /^\d{1,15}$/.test(parts[0] ?? '') ? Number(parts[0]) : 0;
  if (id < 1) return undefined;
  if (kind === 'unsubscribe') return parts.length === 2 ? { id, proof: token } : undefined;
  const expiry = /^[0-9a-z]{1,11}$/.test(parts[1] ?? '') ? parseInt(parts[1]!, 36) : NaN;
  return parts.length === 3 && Number.isSafeInteger(expiry)
    ? { id, expiresAt: new Date(expiry), proof: token }
    : undefined;
}

/** True when `claim` is a token this key made for `subject` (compared in constant time), and has not expired. */
export function tokenHolds(
  key: Buffer,
  kind: 'confirm' | 'unsubscribe',
  claim: TokenClaim,
  subject: LinkSubject,
  now = new Date(),
): boolean {
  const expected =
    kind === 'confirm' ? confirmToken(key, subject, claim.expiresAt ?? new Date(0)) : unsubscribeToken(key, subject);
  const given = Buffer.from(claim.proof);
  const made = Buffer.from(expected);
  if (given.length !== made.length || !timingSafeEqual(given, made)) return false;
  return kind === 'unsubscribe' || (claim.expiresAt?.getTime() ?? 0) > now.getTime();
}

function mac(key: Buffer, kind: string, subject: LinkSubject, expiry: string): string {
  return createHmac('sha256', key).update(`${kind}|${subject.id}|${subject.email}|${expiry}`).digest('base64url');
}

/** The storefront's pages for the links, the token in the fragment: no server or log ever sees it. */
export const confirmLink = (publicUrl: string, token: string) => `${publicUrl}/newsletter/confirm#token=${token}`;
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/unsubscribe#token=${token}`;
