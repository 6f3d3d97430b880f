import type { IssuedLogin } from '../../auth/refresh-cookie.js';

/** A shopper types the code mailed to their address. */
export class LogInWithCode {
  constructor(
    readonly email: string,
    readonly code: string,
    readonly client: string,
  ) {}
}

/** The login issued; the route answers it as the caller asked (auth/refresh-cookie). */
export type LoggedIn = IssuedLogin;
