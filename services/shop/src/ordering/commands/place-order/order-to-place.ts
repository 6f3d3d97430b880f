import { parcelWeightKg } from '@kilau/domain';

import { weighedLine } from '../../../catalogue/items/item-weights.js';
import type { CheckedDestination } from '../../../shipping/fees/checkout-fees.js';
import type { ShippingAddress } from '../../events.js';
import type { OrderCommand } from '../../order/commands.js';
import type { CheckoutRead } from './checkout-read.js';
import type { PlaceOrder } from './command.js';

/**
 * PlaceOrder as the decider takes it, from what the checkout read: the parcel weighed as the fee
 * was asked for and that fee checked. The stock it decides on is the read's; the write takes the
 * units only where the stock still holds them, so no other stock needs naming here.
 */
export function orderToPlace(
  read: CheckoutRead,
  placing: {
    command: PlaceOrder;
    orderId: number;
    shipping: ShippingAddress;
    destination: CheckedDestination;
    paymentTtlMs: number;
  },
): Extract<OrderCommand, { type: 'PlaceOrder' }> {
  const { command, orderId, destination } = placing;
  const { items, facts } = read;
  const { user, checkout } = command;
  const weight = parcelWeightKg(items.map((item) => weighedLine(item, facts)));
  const shippingCost = read.quoted.charged(weight, checkout.shipping_cost);
  const shipping = { ...placing.shipping, areaCode: destination.areaCode };
  const order = {
    ...{ orderId, userId: user.id, email: user.email, items, facts, shippingCost, language: command.language },
    ...{ shipping, paymentTtlMs: placing.paymentTtlMs },
  };
  return { type: 'PlaceOrder', order };
}
