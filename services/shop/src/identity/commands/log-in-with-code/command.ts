/** A shopper types the code mailed to their address. */
export class LogInWithCode {
  constructor(
    readonly email: string,
    readonly code: string,
    readonly client: string,
  ) {}
}

export interface LoggedIn {
  access: string;
  refresh: string;
  user: { id: number; email: string };
}
