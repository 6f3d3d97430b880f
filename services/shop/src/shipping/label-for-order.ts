import { courierPhone } from '@kilau/domain';

import type { OrderState } from '../ordering/order/state.js';
import { lineName } from '../ordering/order-items-view.js';
import type { PickupPoint } from './courier/courier.js';
import type { ShippingLabel } from './labels/index.js';
import { orderParcelKg } from './order-weight.js';

type Order = Exclude<OrderState, { status: 'none' }>;

/** What an order's label prints: its waybill and codes, receiver, sender, pieces and gift notes. */
export function labelForOrder(order: Order, pickup: PickupPoint & { city: string }): ShippingLabel {
  const { shipping } = order;
  const notes = order.lines.map((line) => line.message.trim()).filter(Boolean);
  return {
    orderId: order.orderId,
    waybill: order.waybill ?? '',
    service: 'EZ',
    sender: { name: pickup.name, phone: courierPhone(pickup.phone), address: pickup.address, city: pickup.city },
    receiver: {
      name: `${shipping.firstName} ${shipping.lastName}`.trim(),
      phone: courierPhone(shipping.phone),
      address: shipping.address,
      city: shipping.city,
      district: shipping.district,
      province: shipping.province,
      postalCode: shipping.postalCode,
    },
    destinationCode: order.courierArea?.destinationCode ?? '',
    receiverArea: order.courierArea?.receiverArea ?? shipping.areaCode,
    weightKg: orderParcelKg(order.lines),
    items: order.lines.map((line) => ({
      // a line of charms alone has no piece to name: its charms are listed under it
      name: line.product || line.giftSet ? lineName(line) : 'Charms',
      quantity: line.quantity,
      charms: line.charms.map((charm) => charm.name),
    })),
    giftNote: notes.length ? notes.join('\n') : null,
    createdAt: order.placedAt,
  };
}
