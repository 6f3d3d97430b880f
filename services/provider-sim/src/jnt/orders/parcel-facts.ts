import { textOf } from '../http/form-fields.js';
import type { Parcel } from './courier-order.js';

/** The parcel's facts from an order object that passed ORDER_RULES, for tracking and labels. */
export function parcelFacts(
  order: Record<string, unknown>,
  shippingCost: (area: string, weight: number) => number,
): Parcel {
  const get = (field: string) => textOf(order[field]) ?? '';
  const weight = Number(get('weight'));
  return {
    shipper: {
      name: get('shipper_name'),
      phone: get('shipper_phone'),
      addr: get('shipper_addr'),
      originCode: get('origin_code').toUpperCase(),
    },
    receiver: {
      name: get('receiver_name'),
      phone: get('receiver_phone'),
      addr: get('receiver_addr'),
      zip: get('receiver_zip'),
      destinationCode: get('destination_code').toUpperCase(),
      area: get('receiver_area'),
    },
    itemName: get('item_name'),
    goodsdesc: get('goodsdesc'),
    qty: Number(get('qty')),
    weight,
    cod: Number(get('cod') || 0),
    shippingCost: shippingCost(get('receiver_area'), weight),
  };
}
