import type { PaymentJobFailure } from '../../decider.js';

/** A payment job ran out of attempts: the failure goes on the payment stream, where staff see it. */
export class RecordPaymentJobFailure {
  constructor(
    readonly failure: PaymentJobFailure,
    readonly correlationId: string,
  ) {}
}
