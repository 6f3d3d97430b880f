/** A cancelled order's open payment attempts are closed at the provider, so nobody pays for what is no longer sold. */
export class ClosePayments {
  constructor(
    readonly orderId: number,
    readonly correlationId: string,
  ) {}
}
