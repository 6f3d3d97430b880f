/** The storefront trades its refresh token for a new pair before the access token runs out. */
export class RefreshSession {
  constructor(readonly refreshToken: string) {}
}

export interface SessionRefreshed {
  access: string;
  refresh: string;
  user: { id: number; email: string };
}
