import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import {
  addProduct,
  customers,
  quoteFee,
  type ShopUnderTest,
  spawnShopProcess,
  startShop,
  waitUntil,
} from '@kilau/test';

import { OutboxRelay } from './outbox-relay.js';

/** Jobs leave through the outbox: with their events or not at all, each job once, whichever relay sends it. */
describe('outbox and relay', () => {
  let shop: ShopUnderTest;
  let queue: Queue;

  beforeAll(async () => {
    shop = await startShop({}, { worker: false }); // no worker: jobs stay in the queue to be counted
    queue = shop.api.get<Queue>(getQueueToken('customer-mail'), { strict: false });
  });
  afterAll(() => shop.close());

  const unsent = async () =>
    (await shop.sql.query(`SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL AND parked_at IS NULL`))
      .rows[0].n as number;

  it('adds a job once when a crash made its row go out twice', async () => {
    // the relay added the job, then died before marking the row: the row is sent again, as a second row would be
    for (let i = 0; i < 2; i++) {
      await shop.sql.query(
        `INSERT INTO outbox (queue, job_name, job_id, payload) VALUES ('customer-mail', 'order-placed', 'mail-order-placed_990001', '{"orderId":990001}')`,
      );
    }
    await shop.api.get(OutboxRelay).flush();
    await waitUntil(async () => (await unsent()) === 0, { what: 'both rows sent' });
    const jobs = (await queue.getJobs(['waiting', 'delayed', 'active'])).filter(
      (job) => job.id === 'mail-order-placed_990001',
    );
    expect(jobs).toHaveLength(1);
  });

  it('forgets rows whose jobs finished more than a week ago, and keeps the recent and the parked ones', async () => {
    await shop.sql.query(
      `INSERT INTO outbox (queue, job_name, job_id, payload, created_at, published_at, done_at, parked_at) VALUES
         ('mail', 'old', 'old_sent', '{}', now() - interval '9 days', now() - interval '8 days', now() - interval '8 days', NULL),
         ('mail', 'recent', 'recent_sent', '{}', now() - interval '2 days', now() - interval '2 days', now() - interval '2 days', NULL),
         ('nowhere', 'stuck', 'old_parked', '{}', now() - interval '9 days', NULL, NULL, now() - interval '9 days')`,
    );
    const relay = shop.api.get(OutboxRelay);
    expect(await relay.prune()).toBe(1);
    const left = await shop.sql.query(
      `SELECT job_id FROM outbox WHERE job_id IN ('old_sent', 'recent_sent', 'old_parked') ORDER BY job_id`,
    );
    expect(left.rows).toEqual([{ job_id: 'old_parked' }, { job_id: 'recent_sent' }]);
  });

  it('writes no job for a checkout that was refused, and the jobs of one that was placed', async () => {
    const product = await addProduct(shop.sql, { price: 50_000, stock: 1, category: 'ring' });
    const [a, b] = await customers(shop, 2, 'outbox');
    const contact = {
      ...{ first_name: 'Ayu', last_name: 'L', email: 'ayu@example.com', receiver_phone: '81234567890' },
      ...{ address: 'Jl. Melati 5', city: 'KOTA BANDUNG', district: 'COBLONG', destAreaCode: 'BND002' },
      ...{ province: 'Jawa Barat', postal_code: '40132', shipping_cost: 10_000 },
    };
    const lineOf = async (token: string) =>
      (await shop.call('POST', '/api/cart/add/', { body: { product, quantity: 1 }, token })).body.id;
    const [lineA, lineB] = [await lineOf(a!.access), await lineOf(b!.access)];
    await quoteFee(shop.sql, { destAreaCode: 'BND002', cost: 10_000 });
    const before = (await shop.sql.query(`SELECT count(*)::int AS n FROM outbox`)).rows[0].n;
    const placed = await shop.call('POST', '/api/selective_checkout/', {
      body: { ...contact, cart_item_ids: [lineA] },
      token: a!.access,
    });
    const refused = await shop.call('POST', '/api/selective_checkout/', {
      body: { ...contact, cart_item_ids: [lineB] },
      token: b!.access,
    });
    expect([placed.status, refused.status]).toEqual([201, 409]);
    const rows = await shop.sql.query(`SELECT queue, job_name, job_id FROM outbox ORDER BY id OFFSET $1`, [before]);
    expect(rows.rows).toEqual([
      { queue: 'mail', job_name: 'send', job_id: `mail_mail-order-placed_${placed.body.order_id}` },
    ]);
  });

  it('sends each of many rows once while the relays of two processes run', async () => {
    const second = await spawnShopProcess(shop, 'main');
    await shop.sql.query(
      `INSERT INTO outbox (queue, job_name, job_id, payload)
       SELECT 'customer-mail', 'order-placed', 'mail-order-placed_' || (980000 + i), jsonb_build_object('orderId', 980000 + i)
       FROM generate_series(1, 300) AS i`,
    );
    await waitUntil(async () => (await unsent()) === 0, { what: 'every row sent' });
    const jobs = (await queue.getJobs(['waiting', 'delayed'])).filter((job) =>
      /^mail-order-placed_98\d{4}$/.test(job.id ?? ''),
    );
    expect(new Set(jobs.map((job) => job.id)).size).toBe(300);
    expect(jobs).toHaveLength(300);
    await second.stop();
  }, 60_000);
});
