import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { EventStore, type NewEvent, pgDatabase } from '@kilau/event-store';

import { addCharm, addGiftSet, addProduct } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { buyNow, CONTACT, projectionsCaughtUp } from '../orders/checkout-helpers.js';
import { type Answer, customers, type ShopUnderTest } from '../shop-app.js';

/** What the review tests' orders hold: a chain that takes charms, two charms, a gift set. */
export interface ReviewCatalogue {
  product: number;
  charms: number[];
  giftSet: number;
}

export async function reviewCatalogue(shop: ShopUnderTest): Promise<ReviewCatalogue> {
  return {
    product: await addProduct(shop.sql, { price: 250_000, charms: true }),
    charms: [await addCharm(shop.sql, { price: 35_000 }), await addCharm(shop.sql, { price: 40_000 })],
    giftSet: await addGiftSet(shop.sql, { price: 400_000 }),
  };
}

export const reviewSubject = (orderId: number) =>
  `How do you like your Kilau order #${orderId}? / Bagaimana pesanan Anda?`;

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** One line of an order: the catalogue's chain with its two charms, unless another is named. */
export type OrderLineFixture = { product?: number; charms?: number[]; gift_set?: number };

/**
 * A paid order of one line, placed over HTTP by a customer of its own (at the checkout form's
 * address, {@link CONTACT}); the payment recorded on its stream.
 */
export async function paidOrder(shop: ShopUnderTest, catalogue: ReviewCatalogue, line?: OrderLineFixture) {
  const [customer] = await customers(shop, 1, 'pengulas');
  const placed = await buyNow(shop, customer!.access, line ?? { product: catalogue.product, charms: catalogue.charms });
  if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const orderId = placed.body.order_id as number;
  const at = new Date().toISOString();
  await appendToOrder(shop, orderId, {
    type: 'PaymentSettled',
    data: {
      orderId,
      attemptId: `${orderId}-1`,
      transactionId: `t-${orderId}`,
      paymentType: 'qris',
      amount: placed.body.total_price,
      at,
    },
  });
  return { orderId, userId: customer!.id };
}

/** A paid order the courier delivered: shipping's `ShipmentProgressed` with status done on its stream. */
export async function doneOrder(shop: ShopUnderTest, catalogue: ReviewCatalogue, line?: OrderLineFixture) {
  const order = await paidOrder(shop, catalogue, line);
  const at = new Date().toISOString();
  await appendToOrder(shop, order.orderId, {
    type: 'ShipmentProgressed',
    data: {
      orderId: order.orderId,
      awb: `JO${order.orderId}`,
      status: 'done',
      courierStatus: 'Terkirim',
      entries: [],
      at,
    },
  });
  return order;
}

/** Appends a fact to an order's stream as the shop's own store does (and without the jobs the shop's append adds). */
export async function appendToOrder(shop: ShopUnderTest, orderId: number, event: NewEvent): Promise<void> {
  await pgDatabase(shop.sql).transaction((session) =>
    new EventStore().append(session, `order-${orderId}`, [event], { expectedVersion: 'any' }),
  );
}

/**
 * The job the order's delivery calls for, written to the outbox as shipping writes it, run by the
 * worker; answers the job's outcome. Another job id is the same job run again (BullMQ repeats jobs).
 */
export async function runReviewLinkJob(shop: ShopUnderTest, orderId: number, jobId = `mail-review-link_${orderId}`) {
  await shop.sql.query(
    `INSERT INTO outbox (queue, job_name, job_id, payload) VALUES ('customer-mail', 'review-link', $1, $2)`,
    [jobId, JSON.stringify({ orderId })],
  );
  const queue = shop.api.get<Queue>(getQueueToken('customer-mail'), { strict: false });
  return waitUntil(
    async () => {
      // one read of the job: its state and its answer from the same moment
      const job = await queue.getJob(jobId);
      if (job?.failedReason) throw new Error(`job ${jobId} failed: ${job.failedReason}`);
      return job?.finishedOn ? (job.returnvalue as string) : undefined;
    },
    { timeoutMs: 15_000, what: `job ${jobId} done` },
  );
}

/** A done order's review link, mailed by the job and read back from the inbox. */
export async function mailedReviewLink(shop: ShopUnderTest, catalogue: ReviewCatalogue, line?: OrderLineFixture) {
  const order = await doneOrder(shop, catalogue, line);
  // the review page reads the order's read models: let them see every fact first
  await waitUntil(() => projectionsCaughtUp(shop), { what: 'the read models to catch up' });
  const outcome = await runReviewLinkJob(shop, order.orderId);
  if (outcome !== 'sent') throw new Error(`the review-link job answered ${outcome}`);
  const mail = await shop.mail.waitForMailTo(CONTACT.email, 15_000, (m) => m.subject === reviewSubject(order.orderId));
  const token = new RegExp(`${shop.url}/review\\?token=([A-Za-z0-9_-]{43})\\b`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no review link in: ${mail.text}`);
  return { ...order, token, mail };
}

/** The review form sent as multipart, as the review page sends it (its token in the address too). */
export async function submitMultipart(
  shop: ShopUnderTest,
  fields: Record<string, string>,
  image?: { bytes: Buffer; name: string; type: string },
): Promise<Pick<Answer, 'status' | 'body'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image) form.set('image', new Blob([image.bytes], { type: image.type }), image.name);
  const address = `${shop.url}/api/review/submit/?token=${encodeURIComponent(fields.token ?? '')}`;
  const response = await fetch(address, { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

export const ratingOf = async (shop: ShopUnderTest, table: string, id: number) =>
  Number((await shop.sql.query(`SELECT rating FROM ${table} WHERE id = $1`, [id])).rows[0].rating);
