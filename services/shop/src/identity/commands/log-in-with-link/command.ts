/** A shopper opens the one-time sign-in link of a login mail, from a client (its IP address). */
export class LogInWithLink {
  constructor(
    readonly token: string,
    readonly client: string,
  ) {}
}
