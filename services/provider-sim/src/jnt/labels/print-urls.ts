import { Inject, Injectable } from '@nestjs/common';

import { formField, jsonObject, textOf } from '../http/form-fields.js';
import { JNT_CONFIG, type JntSimConfig } from '../jnt-config.js';
import { OrderStore } from '../orders/order-store.js';
import { signedWith } from '../signature.js';
import { ParcelClock } from '../stages/parcel-clock.js';
import { CANCELLED } from '../stages/stages.js';
import { LabelLinks } from './label-links.js';

/** J&T's print answer: `success` a string, one item per call. */
export interface PrintAnswer {
  responseitems: { success: 'true' | 'false'; reason: string; rotaprinturl?: string }[];
}

/**
 * The reason codes the simulator answers. No public source lists J&T's (PROVIDERS.md 2.3); these
 * are the ones the shop's messages know: S10 unknown billcode, S28 cancelled, S99 anything wrong
 * with the call itself (digest, eccompanyid, msg_type, JSON).
 */
export const PRINT_REASONS = { unknownBillcode: 'S10', cancelled: 'S28', badRequest: 'S99' } as const;

const refused = (reason: string): PrintAnswer => ({ responseitems: [{ success: 'false', reason }] });

/** GETPRINTURL (variant A of PROVIDERS.md 2.7): a short-lived URL of the waybill's receipt PDF. */
@Injectable()
export class PrintUrls {
  constructor(
    @Inject(JNT_CONFIG) private readonly config: JntSimConfig,
    private readonly store: OrderStore,
    private readonly clock: ParcelClock,
    private readonly links: LabelLinks,
  ) {}

  printUrl(form: unknown, publicBase: string): PrintAnswer {
    const logistics = formField(form, 'logistics_interface');
    const wellFormed =
      formField(form, 'msg_type') === 'GETPRINTURL' &&
      formField(form, 'eccompanyid') === this.config.eccompanyid &&
      signedWith(logistics, formField(form, 'data_digest'), this.config.printKey);
    const billcode = wellFormed ? textOf(jsonObject(logistics)?.billcode) : undefined;
    if (billcode === undefined) return refused(PRINT_REASONS.badRequest);
    const order = this.store.withAwb(billcode.trim());
    if (!order) return refused(PRINT_REASONS.unknownBillcode);
    if (this.clock.stage(order).code === CANCELLED) return refused(PRINT_REASONS.cancelled);
    const url = `${publicBase}/jnt/labels/${this.links.issue(order.awb)}.pdf`;
    return { responseitems: [{ success: 'true', reason: '', rotaprinturl: url }] };
  }
}
