/** The unpaid-order rule: an order still unpaid at its payment deadline is cancelled. */
export class CancelUnpaidOrder {
  constructor(
    readonly orderId: number,
    /** The job or sweep that applies the rule: the events' correlation. */
    readonly correlationId: string,
  ) {}
}

/** What the rule did: cancelled it, found it settled one way or another, or found it not yet due (with when it is). */
export type UnpaidOrderOutcome =
  | { outcome: 'cancelled' }
  | { outcome: 'not_pending' }
  | { outcome: 'not_found' }
  | { outcome: 'not_due'; dueAt: Date };
