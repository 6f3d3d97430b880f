/** The status a notification claimed, before the check. */
export interface NotifiedStatus {
  transactionStatus: string;
  fraudStatus?: string;
}

/**
 * A job checks an attempt with the provider's status API and records what changed; `notified`
 * (what the notification said, when one prompted the check) lets a notification that is no news
 * end without the call.
 */
export class ConfirmPayment {
  constructor(
    readonly attemptId: string,
    readonly notificationId: string | null,
    readonly correlationId: string,
    readonly notified?: NotifiedStatus,
  ) {}
}

export type ConfirmOutcome =
  { outcome: 'not_ours' | 'unknown_at_provider' | 'no_news' } | { outcome: 'recorded'; events: string[] };
