/** A logged-in customer asks for the newsletter at an address from the footer. */
export class SubscribeToNewsletter {
  constructor(
    readonly email: string,
    readonly userId: number,
    /** The client address the request came from (its own budget of signups). */
    readonly client: string,
  ) {}
}

/** The one answer every signup gets. */
export interface SignupAnswer {
  message: string;
  email: string;
}
