import { readFileSync } from 'node:fs';

import { freePort } from '@kilau/local-stack';

import { addProduct } from '../fixtures/catalogue.js';
import { waitUntil } from '../harness/wait.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';

/** The pids of a process's children (an API cluster's workers); none once it is gone. */
function workersOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * WEB_CONCURRENCY=2: the API as a Node cluster of two processes on one port. Both answer, the
 * primary's metrics add their figures up and its health asks each, a worker that dies is
 * replaced, and SIGTERM stops them all gracefully (exit 0).
 */
describe('the API as a cluster (WEB_CONCURRENCY=2)', () => {
  let shop: ShopUnderTest;
  let api: ShopProcess;
  let metricsUrl: string;
  let product: number;

  beforeAll(async () => {
    shop = await startShop({}, { worker: false });
    product = await addProduct(shop.sql, { name: 'Kalung Klaster', price: 100_000 });
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    api = await spawnShopProcess(shop, 'main', {
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(metricsPort),
      DATABASE_POOL_MAX: '4',
    });
    await waitUntil(async () => workersOf(api.child.pid!).length === 2, { timeoutMs: 60_000, what: 'two workers' });
    await waitUntil(async () => (await fetch(`${metricsUrl}/health/ready`).catch(() => undefined))?.status === 200, {
      timeoutMs: 60_000,
      what: 'both workers ready',
    });
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
    await shop?.close();
  });

  it('answers on one port from two processes, and the primary adds their figures up', async () => {
    const ready = (await (await fetch(`${metricsUrl}/health/ready`)).json()) as Record<string, unknown>;
    expect(ready).toMatchObject({ status: 'ok', answered: 2, running: 2 });
    const requests = 40;
    // new connections each time, so the primary hands them to both workers
    const answers = await Promise.all(
      Array.from({ length: requests }, () =>
        fetch(`${api.url}/api/products/${product}/`, { headers: { connection: 'close' } }).then((r) => r.status),
      ),
    );
    expect(answers).toEqual(Array(requests).fill(200));
    const metrics = await (await fetch(`${metricsUrl}/metrics`)).text();
    const counted = metrics
      .split('\n')
      .filter(
        (line) => line.startsWith('kilau_http_request_duration_seconds_count{') && line.includes('/api/products/:id'),
      )
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    expect(counted).toBe(requests);
  });

  it('takes a gauge of shared state once, not once a worker', async () => {
    // a parked outbox row: each worker reads the same 1 from PostgreSQL
    await shop.sql.query(
      `INSERT INTO outbox (queue, job_name, job_id, payload, parked_at) VALUES ('mail', 'cluster-test', 'cluster-test-1', '{}', now())`,
    );
    const metrics = await (await fetch(`${metricsUrl}/metrics`)).text();
    expect(metrics.split('\n').find((line) => line.startsWith('kilau_outbox_parked '))).toBe('kilau_outbox_parked 1');
  });

  it('replaces a worker that dies, and goes on answering', async () => {
    const [victim, other] = workersOf(api.child.pid!);
    process.kill(victim!, 'SIGKILL');
    await waitUntil(
      async () => {
        const now = workersOf(api.child.pid!);
        return now.length === 2 && !now.includes(victim!) && now.includes(other!);
      },
      { timeoutMs: 60_000, what: 'a new worker in place of the killed one' },
    );
    await waitUntil(async () => (await fetch(`${metricsUrl}/health/ready`).catch(() => undefined))?.status === 200, {
      timeoutMs: 60_000,
      what: 'the new worker ready',
    });
    expect((await fetch(`${api.url}/api/products/${product}/`)).status).toBe(200);
  });

  it('stops every worker on SIGTERM and exits 0', async () => {
    const workers = workersOf(api.child.pid!);
    expect(workers).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => api.child.once('exit', (code) => resolve(code)));
    api.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await waitUntil(async () => workers.every((pid) => !alive(pid)), { timeoutMs: 30_000, what: 'the workers gone' });
  });
});
