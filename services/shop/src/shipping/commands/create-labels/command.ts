import type { EventMetadata } from '@kilau/event-store';

/** Staff's 'Create Label & Move to Collection' on the selected orders, as one batch. */
export class CreateLabels {
  constructor(
    readonly orderIds: number[],
    readonly metadata: EventMetadata,
  ) {}
}

/** One order's outcome in the batch: labelled with its waybill, or why not. */
export interface LabelResult {
  order_id: number;
  ok: boolean;
  waybill: string | null;
  fulfillment_status: string | null;
  reason: string | null;
}

export interface LabelBatch {
  results: LabelResult[];
  /** The labels of the orders labelled, one page each; null when none was. */
  pdf: Buffer | null;
  fileName: string;
}
