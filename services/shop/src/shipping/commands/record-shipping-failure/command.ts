/** The waybill's job gave up on its last try: the order records it for staff, and for whoever waits on the waybill. */
export class RecordShippingFailure {
  constructor(
    readonly orderId: number,
    readonly failure: { error: string; message: string; attempts: number },
    readonly correlationId: string,
  ) {}
}
