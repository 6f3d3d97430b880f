import type { ReceiptResultAnswer } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

/** Staff print the receipts of the selected orders, as one batch. */
export class PrintReceipts {
  constructor(
    readonly orderIds: number[],
    readonly metadata: EventMetadata,
  ) {}
}

/** One order's outcome: J&T's print URL for its waybill, or why not. */
export type ReceiptResult = ReceiptResultAnswer;
