import type { PaymentClosingFailed, PaymentConfirmationFailed } from '../../events.js';

/** A payment job ran out of attempts: the failure goes on the payment stream, where staff see it. */
export class RecordPaymentJobFailure {
  constructor(
    readonly orderId: number,
    readonly event: PaymentConfirmationFailed | PaymentClosingFailed,
    readonly correlationId: string,
  ) {}
}
