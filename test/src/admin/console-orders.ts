import { addCharm, addProduct } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { as, checkOutQuoted, orderWhen, pay, quotedOrder } from '../shipping/shipping-helpers.js';
import { customers, type ShopUnderTest } from '../shop-app.js';

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

/**
 * The receiver of the orders these helpers place (the checkout's test contact) as staff read it:
 * name, phone to dial, street, kecamatan, city, province with postal code, e-mail.
 */
export const shownReceiver = (area: { district: string; city: string }) => [
  'Rina Wijaya',
  '+62 812-9876-5432',
  'Jl. Anggrek 12',
  `Kec. ${area.district}`,
  area.city,
  'Bali 80225',
  'rina@example.com',
];

/**
 * A customer's custom piece, placed the storefront's way and left unpaid unless `paid`: a chain
 * carrying charms in slot order (a charm may fill two slots) with a gift note, beside a plain
 * second line, for what staff must see to pack it.
 */
export async function customPieceOrder(
  shop: ShopUnderTest,
  area: { code: string; district: string; city: string },
  options: { chain?: string; charms?: string[]; note?: string; paid?: boolean } = {},
) {
  const chain = options.chain ?? `Rantai Titanium ${Math.random().toString(36).slice(2, 6)}`;
  const charmNames = options.charms ?? ['Huruf K', 'Bintang', 'Huruf K'];
  const product = await addProduct(shop.sql, { name: chain, price: 150_000, stock: 100, charms: true });
  const distinct = [...new Set(charmNames)];
  const charmIds = new Map<string, number>();
  for (const name of distinct) charmIds.set(name, await addCharm(shop.sql, { name, price: 25_000 }));
  const [customer] = await customers(shop, 1, 'rakit');
  const shopper = as(shop, customer!.access);
  const line = await shopper.call('POST', '/api/cart/add/', {
    product,
    charms: charmNames.map((name) => charmIds.get(name)),
    quantity: 2,
    message: options.note ?? 'Selamat ulang tahun, Ibu!',
  });
  if (line.status !== 201) throw new Error(`cart answered ${line.status}: ${JSON.stringify(line.body)}`);
  const placed = await checkOutQuoted(shopper, line.body.id, area, 2);
  if (options.paid) {
    await pay(shop, customer!.access, placed.orderId);
    await orderWhen(shop, customer!.access, placed.orderId, (o) => Boolean(o.waybill), 'the waybill');
  }
  await tableShows(shop, placed.orderId, options.paid ? 'awaiting_shipment' : 'pending');
  return { ...placed, customer: customer!, chain, charmNames };
}
