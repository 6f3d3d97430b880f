import type { EventMetadata } from '@kilau/event-store';

/** Staff print J&T's receipt of a waybill (the console's print action, one billcode at a time). */
export class PrintReceipt {
  constructor(
    readonly billcode: string,
    readonly metadata: EventMetadata,
  ) {}
}

/** J&T's print URL, or its refusal: the reason as it came (an S-code) and the staff's words for it. */
export type ReceiptOutcome =
  { printed: true; url: string; orderId: number | null } | { printed: false; reason: string; message: string };
