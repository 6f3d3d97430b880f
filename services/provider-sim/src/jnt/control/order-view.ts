import type { CourierOrder } from '../orders/courier-order.js';
import { CANCELLED, RETURNING, type StageCode } from '../stages/stages.js';
import { stageStatus } from '../tracking/history-entry.js';

/** A courier order as the control API shows it: everything a test may want to assert on. */
export interface JntOrderView {
  orderid: string;
  awb: string;
  /** The tracking `status_code` it is at now (101 … 200, 401, 402, or 150 when cancelled). */
  statusCode: StageCode;
  status: string;
  cancelled: boolean;
  /** Kept at its stage: time does not move it (the control API still does). */
  held: boolean;
  /** A return to the sender was started (401), whether or not it has arrived (402). */
  returning: boolean;
  history: { statusCode: StageCode; status: string; at: string }[];
  createdAt: string;
  /** The order object exactly as the shop posted it in `data_param`. */
  request: Record<string, unknown>;
}

/** Takes an order already brought up to now (ParcelClock.current). */
export function orderView(order: CourierOrder): JntOrderView {
  const history = order.history.map((event) => ({
    statusCode: event.code,
    status: stageStatus(event.code, order),
    at: new Date(event.at).toISOString(),
  }));
  const last = history[history.length - 1] as JntOrderView['history'][number];
  return {
    orderid: order.orderid,
    awb: order.awb,
    statusCode: last.statusCode,
    status: last.status,
    cancelled: last.statusCode === CANCELLED,
    held: order.held === true,
    returning: order.history.some((event) => event.code === RETURNING),
    history,
    createdAt: new Date(order.createdAt).toISOString(),
    request: order.request,
  };
}
