import { Inject, Injectable } from '@nestjs/common';

import { asFields, textOf } from '../http/form-fields.js';
import { JntAnswer } from '../http/jnt-answer.js';
import { JNT_CONFIG, type JntSimConfig } from '../jnt-config.js';
import { OrderStore } from '../orders/order-store.js';
import { ParcelClock } from '../stages/parcel-clock.js';
import { type TrackingAnswer, trackingAnswer } from './tracking-answer.js';

/** J&T's tracking errors: `error_id` a string, like every id it sends. */
export interface TrackingError {
  error_id: string;
  error_message: string;
}

/**
 * Tracking by waybill: `Authorization: Basic base64(eccompanyid:password)` and the same
 * `eccompanyid` in the body, else HTTP 401. An unknown waybill is HTTP 200 with error_id "404",
 * the way J&T reports outcomes in the body.
 */
@Injectable()
export class TrackingInquiry {
  constructor(
    @Inject(JNT_CONFIG) private readonly config: JntSimConfig,
    private readonly store: OrderStore,
    private readonly clock: ParcelClock,
  ) {}

  track(authorization: string | undefined, body: unknown): TrackingAnswer | TrackingError {
    const query = asFields(body);
    if (!this.authorized(authorization) || textOf(query.eccompanyid) !== this.config.eccompanyid) {
      throw new JntAnswer(401, { error_id: '401', error_message: 'Unauthorized' });
    }
    const order = this.clock.current(this.store.withAwb(textOf(query.awb)?.trim() ?? ''));
    return order ? trackingAnswer(order) : { error_id: '404', error_message: 'Data tidak ditemukan' };
  }

  private authorized(header: string | undefined): boolean {
    const credentials = /^Basic\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1];
    const expected = `${this.config.eccompanyid}:${this.config.trackingPassword}`;
    return credentials !== undefined && Buffer.from(credentials, 'base64').toString('utf8') === expected;
  }
}
