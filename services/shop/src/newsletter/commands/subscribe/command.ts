/** A logged-in customer signs an address up for the newsletter from the footer. */
export class SubscribeToNewsletter {
  constructor(
    readonly email: string,
    readonly userId: number,
  ) {}
}
