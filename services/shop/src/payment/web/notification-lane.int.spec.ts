import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { jest } from '@jest/globals';
import pg from 'pg';

import { harnessEnv, type ShopUnderTest, startShop } from '@kilau/test';

import { drainHttp } from '../../platform/http/graceful-shutdown.js';
import { registry } from '../../platform/metrics/shop-metrics.js';
import { RecordPaymentNotificationHandler } from '../commands/record-notification/handler.js';
import { midtransSignature } from '../midtrans/signature.js';
import { NotificationInbox } from '../notification-inbox.js';

/** An answer as it arrives on the wire: status, headers and bytes. */
interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function post(url: string, body: string | Buffer, headers: Record<string, string>): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The answer without what differs from one second to the next. */
const comparable = ({ headers: { date: _date, ...headers }, ...rest }: Wire) => ({ ...rest, headers });

/** Express alone on a port of its own: the router's answers, with no lane ahead of it. */
async function routerAlone(shop: ShopUnderTest): Promise<{ url: string; server: Server }> {
  const server = createServer(shop.api.getHttpAdapter().getInstance());
  server.keepAliveTimeout = (shop.api.getHttpServer() as Server).keepAliveTimeout;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function signed(shop: ShopUnderTest, fields: { order_id: string } & Record<string, string>) {
  const body: Record<string, string> & { order_id: string } = {
    status_code: '201',
    transaction_status: 'pending',
    payment_type: 'bank_transfer',
    gross_amount: '150000.00',
    transaction_time: '2026-11-26 10:00:00',
    ...fields,
  };
  const key = midtransSignature(body.order_id, body.status_code!, body.gross_amount!, shop.config.midtrans.serverKey);
  return { ...body, signature_key: key };
}

const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * Midtrans's notifications are answered ahead of Express with the router's answer to the byte and
 * header, for every case: the lane answers the notifications it keeps, and hands every other one
 * on to the router with what it read, so the answers are the router's own.
 */
describe('the notification lane ahead of Express', () => {
  let shop: ShopUnderTest;
  let router: { url: string; server: Server };
  let handler: RecordPaymentNotificationHandler;

  beforeAll(async () => {
    shop = await startShop({}, { worker: false });
    router = await routerAlone(shop);
    handler = shop.api.get(RecordPaymentNotificationHandler);
  }, 60_000);
  afterAll(async () => {
    router?.server.close();
    await shop?.close();
  });

  const path = '/api/midtrans/notification/';
  /** Each case makes its request n: the same each time, or the same news under a transaction id of its own. */
  type Case = [string, (n: number) => { body: string | Buffer; headers: Record<string, string>; path?: string }];
  const cases: Case[] = [
    [
      'a new pending notification',
      (n) => ({
        body: JSON.stringify(signed(shop, { order_id: '910001-1', transaction_id: `new-${n}` })),
        headers: JSON_TYPE,
      }),
    ],
    [
      'a settlement',
      (n) => ({
        body: JSON.stringify(
          signed(shop, {
            order_id: '910002-1',
            transaction_id: `paid-${n}`,
            transaction_status: 'settlement',
            status_code: '200',
          }),
        ),
        headers: JSON_TYPE,
      }),
    ],
    [
      'an order the shop does not know',
      (n) => ({
        body: JSON.stringify(signed(shop, { order_id: `elsewhere-${n}`, transaction_id: 'x' })),
        headers: JSON_TYPE,
      }),
    ],
    [
      'a duplicate',
      () => ({
        body: JSON.stringify(signed(shop, { order_id: '910003-1', transaction_id: 'again' })),
        headers: JSON_TYPE,
      }),
    ],
    [
      'without the last slash, from the shop’s own pages',
      (n) => ({
        body: JSON.stringify(signed(shop, { order_id: '910004-1', transaction_id: `bare-${n}` })),
        headers: { ...JSON_TYPE, origin: new URL(shop.config.publicUrl).origin },
        path: '/api/midtrans/notification',
      }),
    ],
    [
      'with a charset',
      (n) => ({
        body: JSON.stringify(signed(shop, { order_id: '910005-1', transaction_id: `utf-${n}` })),
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    ],
    [
      'a wrong signature',
      () => ({
        body: JSON.stringify({ ...signed(shop, { order_id: '910006-1' }), signature_key: 'f'.repeat(128) }),
        headers: JSON_TYPE,
      }),
    ],
    ['malformed JSON', () => ({ body: '{"order_id": "910007-1", ', headers: JSON_TYPE })],
    ['not JSON at its first character', () => ({ body: 'order_id=910007-1', headers: JSON_TYPE })],
    ['an array', () => ({ body: '[1,2]', headers: JSON_TYPE })],
    ['an empty body', () => ({ body: '', headers: JSON_TYPE })],
    [
      'a field missing',
      () => ({
        body: JSON.stringify({ ...signed(shop, { order_id: '910008-1' }), gross_amount: undefined }),
        headers: JSON_TYPE,
      }),
    ],
    [
      'a field longer than Midtrans sends',
      () => ({ body: JSON.stringify(signed(shop, { order_id: `910009-${'1'.repeat(60)}` })), headers: JSON_TYPE }),
    ],
    [
      'a body over the size limit',
      () => ({
        body: JSON.stringify({ ...signed(shop, { order_id: '910010-1' }), padding: 'x'.repeat(110_000) }),
        headers: JSON_TYPE,
      }),
    ],
    [
      'a charset JSON does not take',
      () => ({
        body: JSON.stringify(signed(shop, { order_id: '910011-1' })),
        headers: { 'content-type': 'application/json; charset=latin1' },
      }),
    ],
    [
      'text, not JSON',
      () => ({
        body: JSON.stringify(signed(shop, { order_id: '910012-1' })),
        headers: { 'content-type': 'text/plain' },
      }),
    ],
    [
      'a signed notification as a form',
      (n) => ({
        body: new URLSearchParams(signed(shop, { order_id: '910013-1', transaction_id: `form-${n}` })).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ],
  ];

  it.each(cases)('%s: the same status, headers and bytes as the router', async (_name, make) => {
    const ask = (url: string, n: number) => {
      const { body, headers, path: at = path } = make(n);
      return post(`${url}${at}`, body, { ...headers, 'x-request-id': 'lajur-notif-0001' });
    };
    await ask(router.url, 0); // a duplicate is one the shop has already
    const byRouter = await ask(router.url, 1);
    const byLane = await ask(shop.url, 2);
    expect(comparable(byLane)).toEqual(comparable(byRouter));
  });

  it('keeps a good notification without the router, and it is there once answered', async () => {
    const executed = jest.spyOn(handler, 'execute');
    try {
      const body = signed(shop, { order_id: '910020-1', transaction_id: 'lane-only' });
      const answer = await post(`${shop.url}${path}`, JSON.stringify(body), JSON_TYPE);
      expect(answer.status).toBe(200);
      expect(executed).not.toHaveBeenCalled();
      const kept = await shop.sql.query(
        `SELECT times_received AS times FROM payment_notifications WHERE body->>'transaction_id' = 'lane-only'`,
      );
      expect(kept.rows).toEqual([{ times: 1 }]);
      // and a notification the lane does not keep is the router's to answer
      const forged = { ...body, transaction_id: 'forged', signature_key: 'f'.repeat(128) };
      expect((await post(`${shop.url}${path}`, JSON.stringify(forged), JSON_TYPE)).status).toBe(401);
      expect(executed).toHaveBeenCalledTimes(1);
    } finally {
      executed.mockRestore();
    }
  });

  it('hands a write the database refused to the router, which tries it again', async () => {
    const inbox = shop.api.get(NotificationInbox);
    const keep = jest.spyOn(inbox, 'keep').mockRejectedValueOnce(new Error('connection lost'));
    try {
      const body = signed(shop, { order_id: '910021-1', transaction_id: 'second-try' });
      const answer = await post(`${shop.url}${path}`, JSON.stringify(body), JSON_TYPE);
      expect(answer.status).toBe(200);
      expect(keep).toHaveBeenCalledTimes(2);
      const kept = await shop.sql.query(
        `SELECT count(*)::int AS n FROM payment_notifications WHERE body->>'transaction_id' = 'second-try'`,
      );
      expect(kept.rows[0].n).toBe(1);
    } finally {
      keep.mockRestore();
    }
  });

  it('counts its answers under the route pattern, as the router does', async () => {
    const counts = async () =>
      new Map(
        (await registry.getSingleMetric('kilau_http_request_duration_seconds')!.get()).values
          .filter((v) => (v as { metricName?: string }).metricName === 'kilau_http_request_duration_seconds_count')
          .map((v) => [JSON.stringify(v.labels), v.value]),
      );
    const grew = (before: Map<string, number>, after: Map<string, number>) =>
      [...after].filter(([labels, value]) => value !== (before.get(labels) ?? 0)).map(([labels]) => labels);
    const send = (url: string, id: string) =>
      post(`${url}${path}`, JSON.stringify(signed(shop, { order_id: '910022-1', transaction_id: id })), JSON_TYPE);
    const before = await counts();
    await send(router.url, 'metric-router');
    const afterRouter = await counts();
    await send(shop.url, 'metric-lane');
    const afterLane = await counts();
    const byRouter = grew(before, afterRouter);
    expect(byRouter).toEqual([JSON.stringify({ method: 'POST', route: '/api/midtrans/notification', status: '200' })]);
    expect(grew(afterRouter, afterLane)).toEqual(byRouter);
  });
});

/**
 * The database going away in the middle of a flood: a notification answered 200 is kept whatever
 * happens after; those refused meanwhile are answered 5xx (Midtrans sends them again), and the
 * flood is kept again once the database is back.
 */
describe('the notification lane when the database goes down mid-flood', () => {
  let shop: ShopUnderTest;
  let server: pg.Pool;

  beforeAll(async () => {
    shop = await startShop({}, { worker: false });
    server = new pg.Pool({ connectionString: harnessEnv().serverUrl, max: 1 });
  }, 60_000);
  afterAll(async () => {
    await server?.end();
    await shop?.close();
  });

  const database = () => new URL(shop.config.databaseUrl).pathname.slice(1);
  /** No new connection to the shop's database, and every open one dropped (the shop's, its pools' and listeners'). */
  const goDown = async () => {
    await server.query(`ALTER DATABASE "${database()}" WITH ALLOW_CONNECTIONS false`);
    await server.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database()],
    );
  };
  const comeBack = () => server.query(`ALTER DATABASE "${database()}" WITH ALLOW_CONNECTIONS true`);

  it('never loses a notification it acknowledged', async () => {
    const answers: Array<{ id: string; status: number }> = [];
    let sent = 0;
    let phase: 'before' | 'down' | 'after' = 'before';
    const perPhase = { before: 0, down: 0, after: 0 };
    const sender = async () => {
      while (phase !== 'after' || perPhase.after < 150) {
        const id = `flood-${sent++}`;
        const at = phase;
        const body = signed(shop, { order_id: `9200${sent % 10}-1`, transaction_id: id });
        const answer = await post(`${shop.url}/api/midtrans/notification/`, JSON.stringify(body), JSON_TYPE).catch(
          () => ({ status: 599 }),
        );
        answers.push({ id, status: answer.status });
        perPhase[at] += 1;
      }
    };
    const flood = Promise.all(Array.from({ length: 10 }, sender));
    try {
      await waitFor(() => perPhase.before >= 200);
      await goDown();
      phase = 'down';
      await waitFor(() => perPhase.down >= 100);
    } finally {
      await comeBack();
      phase = 'after';
    }
    await flood;
    const acknowledged = answers.filter((a) => a.status === 200).map((a) => a.id);
    const { rows } = await shop.sql.query<{ id: string }>(
      `SELECT body->>'transaction_id' AS id FROM payment_notifications WHERE body->>'transaction_id' = ANY($1)`,
      [acknowledged],
    );
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(acknowledged));
    // the outage was seen (refused, not acknowledged), and the flood was kept again after it
    expect(answers.filter((a) => a.status >= 500).length).toBeGreaterThan(50);
    expect(answers.slice(-20).every((a) => a.status === 200)).toBe(true);
  }, 60_000);
});

/** A graceful stop waits for a notification the lane is still writing, and answers it (last: the process drains). */
describe('the notification lane and the drain', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({}, { worker: false });
  }, 60_000);
  afterAll(() => shop?.close());

  it('answers the notification in flight before the process stops', async () => {
    const inbox = shop.api.get(NotificationInbox);
    const keep = inbox.keep.bind(inbox);
    let written = false;
    jest.spyOn(inbox, 'keep').mockImplementationOnce(async (notification) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await keep(notification);
      written = true;
    });
    const body = signed(shop, { order_id: '910030-1', transaction_id: 'drained' });
    const answer = post(`${shop.url}/api/midtrans/notification/`, JSON.stringify(body), JSON_TYPE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await drainHttp(shop.api, 5_000)();
    expect(written).toBe(true);
    expect((await answer).status).toBe(200);
  });
});

async function waitFor(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
}
