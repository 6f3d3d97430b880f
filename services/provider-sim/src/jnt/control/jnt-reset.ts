import { Injectable } from '@nestjs/common';

import { JntFaultStore } from '../faults/fault-store.js';
import { LabelLinks } from '../labels/label-links.js';
import { OrderStore } from '../orders/order-store.js';
import { ReceiverAreas } from '../orders/receiver-areas.js';
import { JntRequestLog } from '../requests/request-log.js';
import { TariffRates } from '../tariff/tariff-rates.js';

/** Back to a fresh J&T: no orders, label links, refused districts, fixed tariffs, faults or logs. */
@Injectable()
export class JntReset {
  constructor(
    private readonly orders: OrderStore,
    private readonly links: LabelLinks,
    private readonly areas: ReceiverAreas,
    private readonly rates: TariffRates,
    private readonly faults: JntFaultStore,
    private readonly requests: JntRequestLog,
  ) {}

  reset(): void {
    this.faults.clear();
    this.orders.clear();
    this.links.clear();
    this.areas.clear();
    this.rates.clear();
    this.requests.clear();
  }
}
