import { MetricsServer } from '@kilau/shop';

import { waitUntil } from '../harness/wait.js';
import { call, control, placedOrder, waitForPayment } from '../payments/payment-helpers.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';

/** A sample's value in Prometheus text, by its name and labels as written; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * Prometheus figures on each process's own listener (METRICS_PORT), away from the public port:
 * a paid order shows in the HTTP, event, provider and business figures, the shared gauges
 * (read-model lag, outbox, queues) are there, and the worker's health answers on the same port.
 */
describe('metrics', () => {
  let shop: ShopUnderTest;
  let apiMetrics: string;
  let workerMetrics: string;
  const scrape = async (base: string) => (await fetch(`${base}/metrics`)).text();

  beforeAll(async () => {
    shop = await startShop({ metrics: { port: 0, host: '127.0.0.1' } }, { providers: true });
    apiMetrics = `http://127.0.0.1:${shop.api.get(MetricsServer).port}`;
    workerMetrics = `http://127.0.0.1:${shop.worker!.get(MetricsServer).port}`;
  });
  afterAll(() => shop.close());

  it('counts a paid order in the HTTP, event, provider and business figures', async () => {
    const before = await scrape(apiMetrics);
    const settledBefore = sample(before, 'kilau_payments_settled_total') ?? 0;
    const { customer, orderId } = await placedOrder(shop);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    await control(shop).pay(`${orderId}-1`);
    await waitForPayment(shop, customer.access, orderId, 'paid');

    const text = await waitUntil(
      async () => {
        const now = await scrape(apiMetrics);
        return (sample(now, 'kilau_payments_settled_total') ?? 0) > settledBefore ? now : undefined;
      },
      { what: 'the settlement in the figures' },
    );
    expect(sample(text, 'kilau_payments_settled_total')).toBe(settledBefore + 1);
    expect(sample(text, 'kilau_events_appended_total{type="OrderPlaced"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kilau_events_appended_total{type="PaymentSettled"}')).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'kilau_provider_call_duration_seconds_count{provider="midtrans",operation="snap",outcome="ok"}'),
    ).toBeGreaterThanOrEqual(1);
    // the route's pattern, never the order's own number
    expect(text).toMatch(
      /^kilau_http_request_duration_seconds_count\{method="GET",route="\/api\/payments\/:orderId\/?",status="200"\} [1-9]/m,
    );
    expect(text).not.toContain(`/api/payments/${orderId}`);
  });

  it("shows every read model's lag, the outbox and the queues, read when scraped", async () => {
    const text = await scrape(workerMetrics);
    for (const model of ['order-summaries', 'order-tracking', 'admin-orders']) {
      expect(sample(text, `kilau_projection_events_behind{read_model="${model}"}`)).toBeGreaterThanOrEqual(0);
      expect(sample(text, `kilau_projection_seconds_behind{read_model="${model}"}`)).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'kilau_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'kilau_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'kilau_queue_jobs{queue="mail",state="failed"}')).toBe(0);
    expect(text).toMatch(
      /^kilau_job_duration_seconds_count\{queue="[a-z-]+",name="[^"]+",outcome="completed"\} [1-9]/m,
    );
    expect(text).toMatch(/^kilau_process_resident_memory_bytes \d+/m);
  });

  it("answers the worker's health on its own port: live, and ready with PostgreSQL, Redis and its processors", async () => {
    expect(await (await fetch(`${workerMetrics}/health/live`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${workerMetrics}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'up', redis: 'up', processors: 'up' });
  });

  it('keeps the figures off the public port', async () => {
    // the storefront's own pages answer unknown paths; none of them is the figures
    const answer = await fetch(`${shop.url}/metrics`);
    expect(await answer.text()).not.toContain('# HELP kilau_');
    expect((await fetch(`${shop.url}/api/metrics`)).status).toBe(404);
  });
});
