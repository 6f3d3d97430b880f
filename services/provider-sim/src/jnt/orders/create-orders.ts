import { Inject, Injectable } from '@nestjs/common';

import { textOf } from '../http/form-fields.js';
import { JNT_CONFIG, type JntSimConfig } from '../jnt-config.js';
import { stableHash } from '../stable-hash.js';
import { MANIFEST } from '../stages/stages.js';
import { TariffRates } from '../tariff/tariff-rates.js';
import type { CourierOrder } from './courier-order.js';
import { failed, type OrderAnswer, orderAnswer, type OrderOutcome, REASONS, succeeded } from './order-answers.js';
import { orderFault } from './order-rules.js';
import { OrderStore } from './order-store.js';
import { parcelFacts } from './parcel-facts.js';
import { ReceiverAreas } from './receiver-areas.js';
import { carriesAccount, readSignedDetail } from './signed-detail.js';

/** J&T's sorting code for a district, "555-567" in a captured answer: stable per area here. */
function desCode(area: string): string {
  const hash = stableHash(area);
  return `${100 + (hash % 900)}-${100 + ((hash >>> 10) % 900)}`;
}

/**
 * Create order: each order of `data_param.detail[]` gets a waybill at stage 101 (Manifes), unless
 * its account, order id, fields or district are refused. A taken order id answers the first
 * waybill as `existing_awbno`, so a client that retries a create it never heard back from finds it.
 */
@Injectable()
export class CreateOrders {
  constructor(
    @Inject(JNT_CONFIG) private readonly config: JntSimConfig,
    private readonly store: OrderStore,
    private readonly areas: ReceiverAreas,
    private readonly rates: TariffRates,
  ) {}

  create(form: unknown): OrderAnswer {
    const signed = readSignedDetail(form, this.config.orderKey);
    if ('refusal' in signed) return signed.refusal;
    return orderAnswer(signed.entries.map((entry) => this.createOne(entry)));
  }

  private createOne(entry: Record<string, unknown>): OrderOutcome {
    const orderid = textOf(entry.orderid) ?? '';
    if (!carriesAccount(entry, this.config)) return failed(orderid, REASONS.badCredentials, REASONS.badCredentials);
    const existing = this.store.withOrderId(orderid);
    if (existing) return this.duplicate(existing);
    const fault = orderFault(entry);
    if (fault) return failed(orderid, fault, REASONS.badParameters);
    if (!this.areas.knows(textOf(entry.receiver_area))) {
      return failed(orderid, REASONS.unknownArea, REASONS.badParameters);
    }
    const { order, created } = this.store.addOnce(orderid, (awb) => this.newOrder(orderid, awb, entry));
    if (!created) return this.duplicate(order);
    return succeeded(orderid, { awb_no: order.awb, desCode: desCode(order.parcel.receiver.area), etd: '2-4' });
  }

  private duplicate(existing: CourierOrder): OrderOutcome {
    return failed(existing.orderid, REASONS.duplicate, REASONS.failed, { existing_awbno: existing.awb });
  }

  private newOrder(orderid: string, awb: string, request: Record<string, unknown>): CourierOrder {
    const now = Date.now();
    const shippingCost = (area: string, weight: number) => {
      const quote = this.rates.quote(area, weight);
      return quote === 'none' ? this.rates.perKg(area) * Math.ceil(weight) : quote;
    };
    return {
      orderid,
      awb,
      request,
      parcel: parcelFacts(request, shippingCost),
      createdAt: now,
      history: [{ code: MANIFEST, at: now }],
    };
  }
}
