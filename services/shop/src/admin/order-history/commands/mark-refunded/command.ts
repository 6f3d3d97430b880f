import type { EventMetadata } from '@kilau/event-store';

/** Record that staff refunded a payment that arrived after its order was cancelled. */
export class MarkLatePaymentRefunded {
  constructor(
    readonly attemptId: string,
    readonly note: string,
    readonly staff: { id: number; email: string },
    readonly metadata: EventMetadata,
  ) {}
}

export interface RefundRecorded {
  id: string;
  refunded: true;
  refunded_at: string;
  refunded_by: string;
  refund_note: string;
}
