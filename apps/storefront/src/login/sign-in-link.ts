import { isReturnPath } from '@kilau/domain';

/** What a mailed sign-in link (`/login/link#token=...&next=...`) carries. */
export interface SignInLink {
  token?: string;
  /** The page of this shop to go on to; anything else in the link is ignored (see after-login.ts). */
  next?: string;
}

/**
 * Reads the link's fragment: the shop puts the token there, not in the query, so it never
 * reaches a server's log or another site's Referer.
 */
export function readSignInLink(hash: string): SignInLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token') ?? '';
  const next = params.get('next') ?? '';
  return {
    ...(/^[A-Za-z0-9_-]{43}$/.test(token) ? { token } : {}),
    ...(isReturnPath(next) ? { next } : {}),
  };
}
