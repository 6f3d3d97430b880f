/** The periodic check of open payment attempts, for what no notification brought (lost, or checked in vain while Midtrans was down). */
export class ReconcilePayments {
  constructor(readonly correlationId: string) {}
}
