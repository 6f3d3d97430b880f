import type { ShipmentCreationFailed } from '../../events.js';

/** A shipping job gave up: the failure is recorded on the order for staff to see. */
export class RecordShippingFailure {
  constructor(
    readonly event: ShipmentCreationFailed,
    readonly correlationId: string,
  ) {}
}
