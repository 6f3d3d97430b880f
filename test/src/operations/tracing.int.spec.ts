import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import { waitUntil } from '../harness/wait.js';
import { call, control, placedOrder } from '../payments/payment-helpers.js';
import { shopAt, type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';

interface Span {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  startTimeUnixNano: string | number;
  attributes: Record<string, unknown>;
}

/** A stand-in OpenTelemetry collector: OTLP over HTTP with JSON bodies, every span kept. */
async function collector(): Promise<{ url: string; spans: Span[]; server: Server }> {
  const spans: Span[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url !== '/v1/traces') return void res.writeHead(404).end();
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      const sent = JSON.parse(body.toString('utf8') || '{}') as { resourceSpans?: ResourceSpans[] };
      for (const resource of sent.resourceSpans ?? []) spans.push(...spansOf(resource));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

interface Attribute {
  key: string;
  value: Record<string, unknown>;
}
interface ResourceSpans {
  resource: { attributes: Attribute[] };
  scopeSpans: Array<{ spans: Array<Omit<Span, 'service' | 'attributes'> & { attributes: Attribute[] }> }>;
}

function spansOf(resource: ResourceSpans): Span[] {
  const flat = (list: Attribute[]) => Object.fromEntries(list.map((a) => [a.key, Object.values(a.value)[0]]));
  const service = String(flat(resource.resource.attributes)['service.name']);
  return resource.scopeSpans.flatMap((scope) =>
    scope.spans.map((span) => ({ ...span, service, attributes: flat(span.attributes) })),
  );
}

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, a payment's trace runs from the API's request through the
 * outbox into the worker's job and on to the courier: Midtrans's notification, the waybill job and
 * J&T's order call share one trace id. The API's log lines name it.
 */
describe('tracing a paid order from the notification to the courier', () => {
  let shop: ShopUnderTest;
  let otel: Awaited<ReturnType<typeof collector>>;
  const processes: ShopProcess[] = [];
  const apiLogs: string[] = [];
  const workerLogs: string[] = [];

  beforeAll(async () => {
    otel = await collector();
    shop = await startShop({}, { providers: true, worker: false });
    const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: otel.url, OTEL_BSP_SCHEDULE_DELAY: '100', LOG_LEVEL: 'info' };
    // both start at once (each loads OpenTelemetry first, slow on a busy machine)
    const worker = spawnShopProcess(shop, 'worker', traced, { logs: workerLogs });
    processes.push(await spawnShopProcess(shop, 'main', traced, { public: true, logs: apiLogs }));
    processes.push(await worker);
    // the worker's first look at open payments runs as it starts: an attempt it found open would be
    // confirmed in that look's trace rather than the notification's, so the order waits for it
    await waitUntil(() => workerLogs.some((line) => line.includes('shop worker running')), {
      what: 'the worker to start',
      timeoutMs: 90_000,
    });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    otel.server.close();
    await shop.close();
  });

  it('carries one trace id from the notification request to J&T', async () => {
    const api = shopAt(shop, processes[0]!.url!);
    const { customer, orderId } = await placedOrder(api);
    await call(api, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    const paidAt = BigInt(Date.now()) * 1_000_000n;
    await control(shop).pay(`${orderId}-1`);

    // this order's call (a retry of this test places another order)
    const jntOrder = await waitUntil(
      () =>
        otel.spans.find(
          (s) =>
            s.service === 'kilau-worker' &&
            BigInt(s.startTimeUnixNano) >= paidAt &&
            String(s.attributes['url.full'] ?? '').includes('/api/order/create'),
        ),
      { what: "the worker's span of J&T's order call", timeoutMs: 30_000 },
    );
    // each process exports on its own schedule: on a loaded machine the worker's J&T span can
    // arrive before the API's span of the notification that caused it
    const notification = await waitUntil(
      () =>
        otel.spans.find(
          (s) =>
            s.service === 'kilau-api' &&
            s.traceId === jntOrder.traceId &&
            String(s.attributes['http.route'] ?? s.attributes['url.path'] ?? s.name).includes('/midtrans/notification'),
        ),
      { what: "the API's span of the notification, in the same trace", timeoutMs: 15_000 },
    );
    expect(notification.service).toBe('kilau-api');
    // J&T was called from the worker's job, itself a span of the same trace
    const job = await waitUntil(() => otel.spans.find((s) => s.spanId === jntOrder.parentSpanId), {
      what: 'the span of the job that called J&T',
    });
    expect(job).toMatchObject({ service: 'kilau-worker', traceId: jntOrder.traceId, name: 'process shipping' });
    expect(apiLogs.some((line) => line.includes(`"trace_id":"${jntOrder.traceId}"`))).toBe(true);
  });

  it("records each run of the worker's timed tasks as a trace of its own", async () => {
    // each timer runs once as the worker starts, then every period
    const runs = await waitUntil(
      () => {
        const found = otel.spans.filter((s) => s.service === 'kilau-worker' && s.name.startsWith('timer '));
        return found.some((s) => s.name === 'timer reconcile-payments') && found;
      },
      { what: "the span of the worker's start-up look at open payments", timeoutMs: 15_000 },
    );
    const reconcile = runs.find((s) => s.name === 'timer reconcile-payments')!;
    expect(reconcile.parentSpanId ?? '').toBe('');
    expect(typeof reconcile.attributes['kilau.timer.ran']).toBe('boolean');
  });
});
