import type { MidtransNotification } from '../../midtrans/midtrans-types.js';

/** Midtrans tells the shop a transaction changed (POST /api/midtrans/notification/). */
export class RecordPaymentNotification {
  constructor(
    readonly notification: MidtransNotification,
    readonly client: string,
  ) {}
}
