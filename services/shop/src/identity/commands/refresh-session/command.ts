import type { IssuedLogin } from '../../auth/refresh-cookie.js';

/** The storefront trades its refresh token for a new pair before the access token runs out. */
export class RefreshSession {
  /** Undefined when the caller sent none (no body token, no cookie in cookie mode). */
  constructor(readonly refreshToken: string | undefined) {}
}

export type SessionRefreshed = IssuedLogin;
