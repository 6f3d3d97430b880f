import { wibDateTime } from '../jnt-time.js';
import type { CourierOrder } from '../orders/courier-order.js';
import { PICKED_UP, RETURNING } from '../stages/stages.js';
import { type HistoryEntry, historyEntry } from './history-entry.js';
import { cityName, courierFor } from './places.js';

interface Person {
  name: string;
  addr: string;
  city: string;
  zipcode: string;
  geoloc: string;
}

/** J&T's tracking answer (PROVIDERS.md 2.5). Amounts, weight and qty are strings, as J&T writes most values. */
export interface TrackingAnswer {
  awb: string;
  orderid: string;
  detail: {
    shipped_date: string;
    services_code: string;
    services_type: string;
    actual_amount: string;
    weight: string;
    qty: string;
    itemname: string;
    note: string;
    detail_cost: { shipping_cost: string; add_cost: string; insurance_cost: string; cod: string; return_cost: string };
    sender: Person;
    receiver: Person;
    driver: { name: string };
    delivDriver: { id: string; name: string; phone: string; photo: string };
  };
  /** Oldest first: clients take the last entry as the latest. */
  history: HistoryEntry[];
}

export function trackingAnswer(order: CourierOrder): TrackingAnswer {
  const { parcel, history } = order;
  const reached = (code: number) => history.find((event) => event.code === code);
  const pickedUp = reached(PICKED_UP);
  const delivering = reached(104);
  const courier = delivering && courierFor(order.awb, 'delivery', parcel);
  const cost = String(parcel.shippingCost);
  return {
    awb: order.awb,
    orderid: order.orderid,
    detail: {
      shipped_date: pickedUp ? wibDateTime(pickedUp.at) : '',
      services_code: 'EZ',
      services_type: 'EZ',
      actual_amount: cost,
      weight: String(parcel.weight),
      qty: String(parcel.qty),
      itemname: parcel.itemName,
      note: parcel.goodsdesc,
      detail_cost: {
        shipping_cost: cost,
        add_cost: '0',
        insurance_cost: '0',
        cod: String(parcel.cod),
        return_cost: reached(RETURNING) ? cost : '0',
      },
      sender: person(parcel.shipper.name, parcel.shipper.addr, parcel.shipper.originCode, ''),
      receiver: person(
        parcel.receiver.name,
        parcel.receiver.addr,
        parcel.receiver.destinationCode,
        parcel.receiver.zip,
      ),
      driver: { name: pickedUp ? courierFor(order.awb, 'pickup', parcel).name : '' },
      delivDriver: { id: courier?.id ?? '', name: courier?.name ?? '', phone: courier?.phone ?? '', photo: '' },
    },
    history: history.map((event) => historyEntry(order, event)),
  };
}

function person(name: string, addr: string, cityCode: string, zipcode: string): Person {
  return { name, addr, city: cityName(cityCode), zipcode, geoloc: '' };
}
