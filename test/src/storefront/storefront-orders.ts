import { CONTACT } from '../orders/checkout-helpers.js';
import { reviewSubject } from '../reviews/review-helpers.js';
import { areaOf, as, checkOutQuoted, jnt, orderWhen, pay, sweepUntil } from '../shipping/shipping-helpers.js';
import { logIn, logInStaff } from '../shop-app.js';
import type { StorefrontWorld } from './storefront-harness.js';

/**
 * An order of the storefront's catalogue taken to its end for real, through the API and the
 * provider simulator: the necklace with two charms checked out at J&T's quoted fee, paid in
 * Snap, its waybill made by the worker, its label printed by staff, the parcel delivered at J&T,
 * the tracking sweep turning the order done, and the review link mailed to the checkout's
 * address ({@link CONTACT}).
 */
export async function deliveredOrder(world: StorefrontWorld, email: string) {
  const { shop, catalogue } = world;
  const area = await areaOf(shop);
  const { access } = await logIn(shop, email);
  const shopper = as(shop, access);
  const line = await shopper.call('POST', '/api/cart/add/', {
    product: catalogue.necklace,
    charms: catalogue.charms.slice(0, 2),
    quantity: 1,
  });
  if (line.status !== 201) throw new Error(`cart/add answered ${line.status}: ${JSON.stringify(line.body)}`);
  const { orderId, placed } = await checkOutQuoted(shopper, line.body.id, area, 1);
  await pay(shop, access, orderId);
  const paid = await orderWhen(shop, access, orderId, (order) => Boolean(order.waybill), 'the waybill');
  const waybill = paid.waybill as string;
  // staff print its label: the parcel waits for the courier, whose stages the sweep then follows
  const staff = (await logInStaff(shop, 'gudang@example.com')).access;
  const labels = await fetch(`${shop.url}/api/orders/create_labels/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
    body: JSON.stringify({ order_ids: [orderId] }),
  });
  if (labels.status !== 200) throw new Error(`create_labels answered ${labels.status}`);
  await orderWhen(shop, access, orderId, (order) => order.fulfillment_status === 'collection', 'collection');
  await jnt(shop).advance(waybill, 200);
  await sweepUntil(shop, access, orderId, 'done');
  const mail = await shop.mail.waitForMailTo(CONTACT.email, 15_000, (m) => m.subject === reviewSubject(orderId));
  const link = new RegExp(`${shop.url}/review\\?token=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no review link in: ${mail.text}`);
  return { orderId, waybill, total: placed.body.total_price as number, access, link };
}

export type DeliveredOrder = Awaited<ReturnType<typeof deliveredOrder>>;
