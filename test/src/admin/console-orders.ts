import { waitUntil } from '../harness/wait.js';
import { orderWhen, pay, quotedOrder } from '../shipping/shipping-helpers.js';
import type { ShopUnderTest } from '../shop-app.js';

/** Orders for the Order Management tests, made through the API the way the storefront makes them. */

/** Waits until the staff's table (a read model) shows the order in that status. */
export async function tableShows(shop: ShopUnderTest, orderId: number, status: string) {
  await waitUntil(
    async () => {
      const found = await shop.sql.query(`SELECT 1 FROM admin_orders WHERE order_id = $1 AND fulfillment_status = $2`, [
        orderId,
        status,
      ]);
      return found.rowCount === 1;
    },
    { timeoutMs: 20_000, what: `order ${orderId} ${status} in the staff table` },
  );
}

/** A customer's order, paid, with its waybill from J&T, shown as Awaiting Shipment to staff. */
export async function paidOrder(shop: ShopUnderTest, area: { code: string; district: string; city: string }) {
  const placed = await quotedOrder(shop, area);
  await pay(shop, placed.customer.access, placed.orderId);
  await orderWhen(shop, placed.customer.access, placed.orderId, (o) => Boolean(o.waybill), 'the waybill');
  await tableShows(shop, placed.orderId, 'awaiting_shipment');
  return placed;
}
