import { logIn, logInStaff, type ShopUnderTest, startShop } from '@kilau/test';

/** The queues for staff: counts over the API, and bull-board at /admin/queues behind a ticket and a cookie. */
describe('queue dashboard', () => {
  let shop: ShopUnderTest;
  let staff: string;

  beforeAll(async () => {
    shop = await startShop();
    staff = (await logInStaff(shop, 'operasi@example.com')).access;
  });
  afterAll(() => shop.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${shop.url}${path}`, { headers, redirect: 'manual' });

  it('answers staff every queue with its counts, and nobody else', async () => {
    expect((await shop.call('GET', '/api/admin/queues/')).status).toBe(401);
    const customer = await logIn(shop, 'pembeli-biasa@example.com');
    expect((await shop.call('GET', '/api/admin/queues/', { token: customer.access })).status).toBe(403);
    const answer = await shop.call('GET', '/api/admin/queues/', { token: staff });
    expect(answer.status).toBe(200);
    expect(answer.body.queues.map((q: { queue: string }) => q.queue)).toEqual([
      'mail',
      'login-mail',
      'newsletter-mail',
      'customer-mail',
      'payments',
      'payment-checks',
      'order-timeouts',
      'shipping',
      'tracking',
    ]);
    expect(answer.body.queues[0]).toEqual({
      queue: 'mail',
      waiting: expect.any(Number),
      active: expect.any(Number),
      delayed: expect.any(Number),
      failed: expect.any(Number),
      completed: expect.any(Number),
    });
    // the public health answer names no queue: counts are for staff
    const health = await shop.call('GET', '/api/health');
    expect(health.body.info.queues).toBeUndefined();
  });

  it('opens the dashboard with the ticket, then on its cookie alone', async () => {
    expect((await get('/admin/queues')).status).toBe(401);
    expect((await get('/admin/queues?ticket=forged')).status).toBe(401);
    const { dashboard_url } = (await shop.call('GET', '/api/admin/queues/', { token: staff })).body;
    const exchanged = await get(dashboard_url);
    expect(exchanged.status).toBe(303);
    expect(exchanged.headers.get('location')).toBe('/admin/queues');
    const cookie = exchanged.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^kilau_queues=/);
    const page = await get('/admin/queues', { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    const queues = await get('/admin/queues/api/queues?activeQueue=mail&page=1&jobsPerPage=10', { cookie });
    expect(queues.status).toBe(200);
    expect(
      ((await queues.json()) as { queues: Array<{ name: string }> }).queues.map((q: { name: string }) => q.name),
    ).toContain('payments');
  });

  it('opens for nothing but its own ticket and cookie: an API access token is refused', async () => {
    expect((await get('/admin/queues/api/queues', { authorization: `Bearer ${staff}` })).status).toBe(401);
    expect((await get(`/admin/queues?ticket=${staff}`)).status).toBe(401);
    expect((await get('/admin/queues', { cookie: `kilau_queues=${staff}` })).status).toBe(401);
    const { dashboard_url } = (await shop.call('GET', '/api/admin/queues/', { token: staff })).body;
    const ticket = new URL(dashboard_url, shop.url).searchParams.get('ticket')!;
    // the ticket is no cookie, and the cookie no ticket
    expect((await get('/admin/queues', { cookie: `kilau_queues=${ticket}` })).status).toBe(401);
    const cookie = (await get(dashboard_url)).headers.get('set-cookie')!.split(';')[0]!;
    expect((await get(`/admin/queues?ticket=${cookie.slice('kilau_queues='.length)}`)).status).toBe(401);
  });

  it('shuts the door on a member of staff who is staff no more', async () => {
    const { dashboard_url } = (await shop.call('GET', '/api/admin/queues/', { token: staff })).body;
    const cookie = (await get(dashboard_url)).headers.get('set-cookie')!.split(';')[0]!;
    await shop.sql.query(`UPDATE users SET is_staff = false WHERE email = 'operasi@example.com'`);
    expect((await get('/admin/queues', { cookie })).status).toBe(403);
  });
});
