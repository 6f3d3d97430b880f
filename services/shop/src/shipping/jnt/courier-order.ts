import { courierPhone } from '@kilau/domain';

import type { OrderState } from '../../ordering/order/state.js';
import { lineName } from '../../ordering/order-items-view.js';
import type { CourierArea, PickupPoint } from '../courier/courier.js';
import { orderParcelKg } from '../order-weight.js';
import type { JntOrderRequest } from './jnt-types.js';

type Order = Exclude<OrderState, { status: 'none' }>;

/**
 * The courier order for a paid order (PROVIDERS.md 2.3, with its field limits): J&T's order id is
 * the shop's, so asking twice is refused with the first waybill; the receiver as the checkout took
 * it, phone with +62; the parcel's weight from its items' (orderParcelKg); the pickup window from now to the end of tomorrow (WIB).
 */
export function courierOrderRequest(order: Order, area: CourierArea, pickup: PickupPoint, now: Date): JntOrderRequest {
  const { shipping } = order;
  const quantity = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const names = order.lines.map(lineName).join(', ');
  const receiverAddr = [shipping.address, shipping.city, shipping.district, shipping.province, shipping.postalCode]
    .filter(Boolean)
    .join(', ');
  return {
    orderid: String(order.orderId),
    shipper_name: cut(pickup.name, 30),
    shipper_contact: cut(pickup.contact, 30),
    shipper_phone: courierPhone(pickup.phone),
    shipper_addr: cut(pickup.address, 200),
    origin_code: pickup.originCode,
    receiver_name: cut(`${shipping.firstName} ${shipping.lastName}`.trim(), 30),
    receiver_phone: courierPhone(shipping.phone),
    receiver_addr: cut(receiverAddr, 200),
    receiver_zip: shipping.postalCode,
    destination_code: area.destinationCode,
    receiver_area: area.receiverArea,
    qty: String(quantity),
    weight: String(orderParcelKg(order.lines)),
    goodsdesc: 'Perhiasan titanium',
    servicetype: '1',
    insurance: '0',
    orderdate: wib(now),
    sendstarttime: wib(now),
    sendendtime: wib(endOfTomorrowWib(now)),
    expresstype: '1',
    goodsvalue: String(order.totals.total - order.totals.shipping),
    item_name: cut(names, 50),
    cod: '',
  };
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}

const WIB_OFFSET_MS = 7 * 3600 * 1000;

/** `YYYY-MM-DD hh:mm:ss` in Western Indonesian Time, as J&T's dates are written. */
export function wib(at: Date): string {
  return new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

function endOfTomorrowWib(now: Date): Date {
  const local = new Date(now.getTime() + WIB_OFFSET_MS);
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1, 23, 59, 59);
  return new Date(end - WIB_OFFSET_MS);
}
