import type { CourierEntry } from '@kilau/domain';

/**
 * Why a J&T call failed. `transient` (unreachable, timeout, 5xx, a body that is not what J&T
 * sends) is worth retrying; `refused` (J&T answered and said no) is not.
 */
export class JntError extends Error {
  constructor(
    readonly kind: 'transient' | 'refused',
    message: string,
    readonly detail: { httpStatus?: number; reason?: string; code?: string; malformed?: boolean } = {},
  ) {
    super(message);
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

/** A tariff answer with its `content` decoded (PROVIDERS.md 2.4). */
export interface JntTariff {
  ok: boolean;
  message: string;
  options: Array<{ name: string; cost: number }>;
  /** The answer as J&T sent it, passed on to the storefront (which decodes `content` itself). */
  raw: { is_success: string; message: string; content: string };
}

/** A tracking answer (PROVIDERS.md 2.5): the parts the shop keeps. */
export interface JntTracking {
  awb: string;
  orderid?: string;
  detail?: Record<string, unknown>;
  history: CourierEntry[];
}
