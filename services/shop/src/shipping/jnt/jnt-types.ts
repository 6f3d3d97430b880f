import type { CourierEntry } from '@kilau/domain';

import { CourierError } from '../courier/courier.js';

/**
 * Why a J&T call failed, as the port's CourierError (handlers see only that); named after J&T so
 * staff reading a failed job know which courier it was.
 */
export class JntError extends CourierError {
  constructor(...args: ConstructorParameters<typeof CourierError>) {
    super(...args);
    this.name = 'JntError';
  }
}

/** A courier order as the create API takes it (PROVIDERS.md 2.3); values go as strings. */
export interface JntOrderRequest {
  orderid: string;
  shipper_name: string;
  shipper_contact: string;
  shipper_phone: string;
  shipper_addr: string;
  origin_code: string;
  receiver_name: string;
  receiver_phone: string;
  receiver_addr: string;
  receiver_zip: string;
  destination_code: string;
  receiver_area: string;
  qty: string;
  weight: string;
  goodsdesc: string;
  servicetype: string;
  insurance: string;
  orderdate: string;
  sendstarttime: string;
  sendendtime: string;
  expresstype: string;
  goodsvalue: string;
  item_name: string;
  cod: string;
}

/** One entry of the create or cancel answer's `detail`. */
export interface JntOrderDetail {
  orderid?: string;
  status?: string;
  awb_no?: string;
  reason?: string;
  existing_awbno?: string;
  etd?: string;
  desCode?: string;
}

export interface JntOrderAnswer {
  success: boolean | string;
  desc?: string;
  detail?: JntOrderDetail[];
}

/** A tariff answer with its `content` decoded (PROVIDERS.md 2.4): the port's Tariff. */
export type { Tariff as JntTariff } from '../courier/courier.js';

/** A tracking answer (PROVIDERS.md 2.5): the parts the shop keeps. */
export interface JntTracking {
  awb: string;
  orderid?: string;
  detail?: Record<string, unknown>;
  history: CourierEntry[];
}
