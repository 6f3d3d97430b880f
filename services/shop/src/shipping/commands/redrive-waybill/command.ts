/**
 * The worker's timer found the order's waybill job given up with nobody waiting on it: the
 * waybill is asked for again (within WAYBILL_REDRIVE_MAX asks), and the worker makes it as for
 * any other ask. Answers whether it was asked.
 */
export class RedriveWaybill {
  constructor(
    readonly orderId: number,
    readonly correlationId: string,
  ) {}
}
