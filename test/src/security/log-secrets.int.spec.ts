import { waitUntil } from '../harness/wait.js';
import { mailedReviewLink, reviewCatalogue } from '../reviews/review-helpers.js';
import { logInStaff, readLoginCode, shopAt, type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';
import { openQueueDashboard } from './queue-dashboard.js';

/** A log line as pino wrote it, without the fields whose digits could pass for a four-digit code. */
function withoutClockFields(line: string): string {
  const { time: _time, responseTime: _took, pid: _pid, ...rest } = JSON.parse(line) as Record<string, unknown>;
  return JSON.stringify(rest);
}

/**
 * Nothing secret reaches a log line: an API and a worker process of the shop log at trace while
 * requests carry review links, queue tickets, bearer tokens, cookies, login codes and refresh
 * tokens, and every line they wrote is searched for each of them.
 */
describe('secrets in logs', () => {
  let shop: ShopUnderTest;
  let processes: ShopProcess[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    shop = await startShop({}, { worker: false });
    processes = [
      await spawnShopProcess(shop, 'main', { LOG_LEVEL: 'trace' }, { logs: lines }),
      // the worker writes the review link's mail, with the shop's address
      await spawnShopProcess(shop, 'worker', { LOG_LEVEL: 'trace', PUBLIC_URL: shop.url }, { logs: lines }),
    ];
    await waitUntil(() => lines.some((line) => line.includes('"shop worker running"')), {
      timeoutMs: 60_000,
      what: 'the worker process to start',
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((child) => child.stop()));
    await shop.close();
  }, 60_000);

  it('logs paths with redacted query values, and no token, ticket, cookie or code', async () => {
    const api = shopAt(shop, processes[0]!.url!);
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${api.url}${path}`, { headers, redirect: 'manual' });

    const staff = await logInStaff(api, 'log-staf@example.com');
    const { ticket, cookie } = await openQueueDashboard(api.url, staff.access);
    expect((await get('/admin/queues', { cookie })).status).toBe(200);

    const email = 'log-pembeli@example.com';
    expect((await api.call('POST', '/api/auth/request-otp/', { body: { email } })).status).toBe(200);
    const code = await readLoginCode(api, email);
    const session = await api.call('POST', '/api/auth/verify-otp/', { body: { email, code } });
    expect(session.status).toBe(200);
    const refreshed = await api.call('POST', '/api/auth/refresh/', {
      body: { refresh: session.body.refresh },
      headers: { cookie: `refresh=${session.body.refresh}` },
    });
    expect(refreshed.status).toBe(200);
    expect((await api.call('GET', `/api/auth/me/?code=${code}`, { token: refreshed.body.access })).status).toBe(200);

    const { token: reviewToken, orderId } = await mailedReviewLink(shop, await reviewCatalogue(shop));
    expect((await get(`/api/review/validate/?token=${reviewToken}`)).status).toBe(200);
    expect((await get(`/api/review/order/?token=${reviewToken}&order_id=${orderId}`)).status).toBe(200);
    expect((await get(`/api/review/order/?order_id=${orderId}&token=${reviewToken}x`)).status).toBe(404);

    const requests = () =>
      lines
        .map((line) => JSON.parse(line) as { req?: { url: string }; res?: { statusCode: number } })
        .filter((entry) => entry.req);
    const logged = (url: string) => requests().some((entry) => entry.req!.url === url);
    await waitUntil(() => requests().some((entry) => entry.res?.statusCode === 404), {
      timeoutMs: 10_000,
      what: 'the last request in the log',
    });
    for (const url of [
      '/api/review/order/?order_id=[redacted]&token=[redacted]',
      '/api/review/validate/?token=[redacted]',
      '/api/review/order/?token=[redacted]&order_id=[redacted]',
      '/admin/queues?ticket=[redacted]',
      '/api/auth/me/?code=[redacted]',
      '/api/auth/refresh/',
    ])
      expect(logged(url)).toBe(true);
    expect(lines.some((line) => line.includes('"mail sent"'))).toBe(true);

    const secrets = [
      staff.access,
      staff.refresh,
      ticket,
      cookie.slice('kilau_queues='.length),
      session.body.access,
      session.body.refresh,
      refreshed.body.access,
      refreshed.body.refresh,
      reviewToken,
    ];
    for (const line of lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      expect(withoutClockFields(line)).not.toMatch(new RegExp(`\\b${code}\\b`));
    }
  });
});
