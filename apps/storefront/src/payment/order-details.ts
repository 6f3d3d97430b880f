/**
 * What the checkout hands the payment pages (/checkout/payment, /checkout/virtual-account,
 * /checkout/qris) as navigation state: the placed order and what it contains (order-side seed:
 * "items with name, image, price, quantity; subtotal, discount, shippingCost, total").
 */
export interface OrderDetails {
  orderId: number;
  items: Array<{ name: string; image: string; price: number; quantity: number }>;
  subtotal: number;
  discount: number;
  shippingCost: number;
  total: number;
  shipping: {
    name: string;
    phone: string;
    address: string;
    city: string;
    province: string;
    postalCode: string;
  };
  email: string;
}

/** The state a payment page was opened with, when it is one. */
export function orderDetailsFrom(state: unknown): OrderDetails | null {
  const details = (state as { order?: OrderDetails } | null)?.order;
  return details && typeof details.orderId === 'number' && Array.isArray(details.items) ? details : null;
}
