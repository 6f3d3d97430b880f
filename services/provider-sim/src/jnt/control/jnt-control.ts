import { controlCaller } from '../../shared/control-call.js';
import type { JntFault } from '../faults/fault-store.js';
import type { JntReceivedRequest } from '../requests/request-log.js';
import type { StageCode } from '../stages/stages.js';
import type { JntOrderView } from './order-view.js';

/** The J&T control API as typed calls, so tests never build simulator URLs by hand. */
export interface JntControl {
  /** Every courier order, its stage brought up to now. */
  orders(): Promise<JntOrderView[]>;
  /** One order, by waybill or order id; rejects (404) when J&T has none. */
  order(awbOrOrderId: string): Promise<JntOrderView>;
  /**
   * Moves a parcel to its next stage, or through every stage up to `toCode` (401/402 start a
   * return); rejects (409) when the parcel cannot go there, e.g. it is cancelled or delivered.
   */
  advance(awb: string, toCode?: StageCode): Promise<JntOrderView>;
  /** Keeps the parcel at its stage (`held`), or lets the simulator's clock move it again. */
  hold(awb: string, held: boolean): Promise<JntOrderView>;
  /** Starts a return to the sender (401); a parcel not yet picked up is picked up first. */
  returnToSender(awb: string): Promise<JntOrderView>;
  /** From now on, creating an order to this `receiver_area` answers "Kecamatan Penerima Error". */
  rejectArea(code: string): Promise<void>;
  /** Fixes the tariff answer for a `destAreaCode`: this cost whatever the weight, or 'none' for `content: "[]"`. */
  setTariff(destAreaCode: string, cost: number | 'none'): Promise<void>;
  requests(): Promise<JntReceivedRequest[]>;
  addFault(fault: Omit<JntFault, 'id'>): Promise<JntFault>;
  faults(): Promise<JntFault[]>;
  /** Clears faults and drops the requests a `timeout` fault holds. */
  clearFaults(): Promise<void>;
  /** Forgets everything J&T holds (orders, links, areas, tariffs, faults, requests); Midtrans is untouched. */
  reset(): Promise<void>;
}

export function jntControl(simUrl: string): JntControl {
  const call = controlCaller(`${simUrl.replace(/\/+$/, '')}/__sim/jnt`);
  const id = encodeURIComponent;
  return {
    orders: () => call('GET', '/orders'),
    order: (awbOrOrderId) => call('GET', `/orders/${id(awbOrOrderId)}`),
    advance: (awb, toCode) => call('POST', `/orders/${id(awb)}/advance`, toCode === undefined ? {} : { to: toCode }),
    hold: (awb, held) => call('POST', `/orders/${id(awb)}/hold`, { held }),
    returnToSender: (awb) => call('POST', `/orders/${id(awb)}/return`),
    rejectArea: (code) => call('POST', `/areas/${id(code)}/reject`),
    setTariff: (destAreaCode, cost) => call('PUT', `/tariffs/${id(destAreaCode)}`, { cost }),
    requests: () => call('GET', '/requests'),
    addFault: (fault) => call('POST', '/faults', fault),
    faults: () => call('GET', '/faults'),
    clearFaults: () => call('DELETE', '/faults'),
    reset: () => call('POST', '/reset'),
  };
}
