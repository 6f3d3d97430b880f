import { Inject, Injectable } from '@nestjs/common';

import { textOf } from '../http/form-fields.js';
import { JNT_CONFIG, type JntSimConfig } from '../jnt-config.js';
import { ParcelClock } from '../stages/parcel-clock.js';
import { CANCELLED, MANIFEST } from '../stages/stages.js';
import { failed, type OrderAnswer, orderAnswer, type OrderOutcome, REASONS, succeeded } from './order-answers.js';
import { OrderStore } from './order-store.js';
import { carriesAccount, readSignedDetail } from './signed-detail.js';

const REMARK_MAX = 30;

/**
 * Cancel order: possible only while the parcel waits for pickup (stage 101). A cancelled order
 * gets a history entry with the simulator's code 150 and the remark as its note.
 */
@Injectable()
export class CancelOrders {
  constructor(
    @Inject(JNT_CONFIG) private readonly config: JntSimConfig,
    private readonly store: OrderStore,
    private readonly clock: ParcelClock,
  ) {}

  cancel(form: unknown): OrderAnswer {
    const signed = readSignedDetail(form, this.config.orderKey);
    if ('refusal' in signed) return signed.refusal;
    return orderAnswer(signed.entries.map((entry) => this.cancelOne(entry)));
  }

  private cancelOne(entry: Record<string, unknown>): OrderOutcome {
    const orderid = textOf(entry.orderid) ?? '';
    if (!carriesAccount(entry, this.config)) return failed(orderid, REASONS.badCredentials, REASONS.badCredentials);
    const remark = textOf(entry.remark) ?? '';
    if (remark.length > REMARK_MAX) {
      return failed(orderid, `remark maksimal ${REMARK_MAX} karakter`, REASONS.badParameters);
    }
    const order = this.store.withOrderId(orderid);
    if (!order) return failed(orderid, REASONS.notFound, REASONS.failed);
    const stage = this.clock.stage(order).code;
    if (stage === CANCELLED) return failed(orderid, REASONS.alreadyCancelled, REASONS.failed);
    if (stage !== MANIFEST) return failed(orderid, REASONS.pickedUp, REASONS.failed);
    this.clock.record(order, { code: CANCELLED, at: Date.now(), note: remark });
    return succeeded(orderid, { reason: '' });
  }
}
