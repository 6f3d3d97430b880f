import { addProduct } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { placedOrder } from '../payments/payment-helpers.js';
import { customers, type ShopUnderTest, startShop } from '../shop-app.js';
import { spawnShopProcess } from '../shop-process.js';

/** What each request under load got: an HTTP status, or `refused` when no connection was accepted. */
type Outcome = number | 'refused';

async function hammer(
  url: string,
  access: string,
  products: number[],
  until: { stopped: boolean; answered: number },
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let n = 0; !until.stopped; n++) {
    const product = products[n % products.length];
    try {
      const response = await fetch(`${url}/api/cart/add/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
        body: JSON.stringify({ product, quantity: 1 }),
      });
      await response.arrayBuffer();
      outcomes.push(response.status);
      until.answered += 1;
    } catch {
      // the listener closed: nothing was accepted, so nothing was half done
      outcomes.push('refused');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return outcomes;
}

/**
 * SIGTERM to an API process under load: it stops taking connections, finishes what it accepted,
 * then closes its pools and exits 0. No accepted request is answered 5xx, and every 201 it gave
 * is in the cart (nothing acknowledged and then lost).
 */
describe('an API process stopped under load', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ cartWritesPerUser: 100_000 });
  });
  afterAll(() => shop.close());

  it('drains: no 5xx, every acknowledged add kept, exit code 0', async () => {
    // many products, so that no line reaches its quantity cap and no cart its line cap
    const products: number[] = [];
    for (let i = 0; i < 40; i++)
      products.push(await addProduct(shop.sql, { price: 50_000, stock: 1_000_000, category: 'ring' }));
    const shoppers = await customers(shop, 8, 'draining');
    const api = await spawnShopProcess(shop, 'main');
    const until = { stopped: false, answered: 0 };
    const load = shoppers.map((s) => hammer(api.url!, s.access, products, until));
    // under way: a good number of adds answered before the signal
    await waitUntil(async () => until.answered >= 40, { what: '40 adds answered', timeoutMs: 30_000 });
    const exited = new Promise<number | null>((resolve) => api.child.once('exit', (code) => resolve(code)));
    api.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>(
      (resolve) => (timer = setTimeout(() => resolve('still running after 20 s'), 20_000)),
    );
    const code = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (code !== 0) api.child.kill('SIGKILL');
    until.stopped = true;
    const outcomes = (await Promise.all(load)).flat();

    const statuses = outcomes.filter((o): o is number => o !== 'refused');
    expect(code).toBe(0);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(40);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    let kept = 0;
    for (const shopper of shoppers) {
      const cart = await shop.call('GET', '/api/cart/', { token: shopper.access });
      for (const line of (cart.body as { items: Array<{ quantity: number }> }).items) kept += line.quantity;
    }
    expect(kept).toBeGreaterThanOrEqual(statuses.filter((s) => s === 201).length);
  }, 60_000);
});

/**
 * SIGTERM to a worker with mails to send: it takes no new job, finishes the one it runs and exits
 * 0; the next worker sends the rest. Every order's mail arrives once: none lost, none doubled.
 */
describe('a worker process stopped while it has work', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({}, { providers: true, worker: false });
  });
  afterAll(() => shop.close());

  it('exits 0 and leaves the rest to the next worker: every mail once', async () => {
    const received = () => shop.mail.store.list().filter((m) => m.subject.includes('received / Pesanan diterima'));
    const first = await spawnShopProcess(shop, 'worker');
    const orders: number[] = [];
    for (let i = 0; i < 12; i++) orders.push((await placedOrder(shop)).orderId);
    await waitUntil(async () => received().length >= 1, { what: 'the first mail', timeoutMs: 30_000 });
    const exited = new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)));
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const second = await spawnShopProcess(shop, 'worker');
    try {
      await waitUntil(async () => received().length >= orders.length, {
        what: 'every order mail',
        timeoutMs: 40_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const subjects = received().map((m) => m.subject);
      for (const id of orders) expect(subjects.filter((s) => s.includes(`#${id} `))).toHaveLength(1);
    } finally {
      await second.stop();
    }
  }, 90_000);
});
