/** A job checks an attempt with the provider's status API and records what changed. */
export class ConfirmPayment {
  constructor(
    readonly attemptId: string,
    readonly notificationId: string | null,
    readonly correlationId: string,
  ) {}
}

export type ConfirmOutcome =
  { outcome: 'not_ours' | 'unknown_at_provider' | 'no_news' } | { outcome: 'recorded'; events: string[] };
