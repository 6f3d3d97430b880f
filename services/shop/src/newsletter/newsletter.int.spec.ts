import { logIn, type ShopUnderTest, startShop } from '@kilau/test';

describe('newsletter', () => {
  let shop: ShopUnderTest;
  let customer: string;
  let other: string;

  beforeAll(async () => {
    shop = await startShop();
    customer = (await logIn(shop, 'sinta@example.com')).access;
    other = (await logIn(shop, 'dewi@example.com')).access;
  });
  afterAll(() => shop.close());

  const subscribe = (email: unknown, token?: string) =>
    shop.call('POST', '/api/newsletters/', { body: { email }, token });
  const count = async () => (await shop.sql.query('SELECT count(*)::int AS n FROM newsletter_subscriptions')).rows[0].n;

  it('needs a login', async () => {
    const answer = await subscribe('sinta@example.com');
    expect(answer).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    expect(await count()).toBe(0);
  });

  /** The signup's confirmation link, from the mail to `email`, followed. */
  const confirm = async (email: string) => {
    const mail = await shop.mail.waitForMailTo(email, 15_000, (m) => /^Confirm your Kilau newsletter/.test(m.subject));
    const token = /\/newsletter\/confirm#token=([\w.-]+)/.exec(mail.text)![1];
    return shop.call('POST', '/api/newsletters/confirm/', { body: { token } });
  };

  it('keeps one row per address and answers every signup alike (202); the mailed link confirms it', async () => {
    const first = await subscribe('Sinta@Example.com', customer);
    expect(first).toMatchObject({
      status: 202,
      body: {
        message: 'Almost there! Please confirm your subscription with the link we sent to this address.',
        email: 'sinta@example.com',
      },
    });
    expect((await confirm('sinta@example.com')).status).toBe(200);
    const again = await subscribe('sinta@example.com', customer);
    expect(again).toMatchObject({ status: 202, body: first.body });
    expect(await count()).toBe(1);
  });

  it('gives one subscription when two arrive at once', async () => {
    const answers = await Promise.all([subscribe('twin@example.com', customer), subscribe('twin@example.com', other)]);
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    const rows = await shop.sql.query(
      "SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = 'twin@example.com'",
    );
    expect(rows.rows[0].n).toBe(1);
    expect((await confirm('twin@example.com')).status).toBe(200);
  });

  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    [undefined, 'Please enter your email address'],
    ['not-an-address', 'Please enter a valid email address'],
    [42, 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Please enter a valid email address'],
  ])('refuses %p with the seed message and changes nothing', async (email, message) => {
    const before = await count();
    const answer = await subscribe(email, customer);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'validation_failed', message, email: [message] });
    expect(await count()).toBe(before);
  });

  it("answers a customer's check for their own confirmed addresses only", async () => {
    await subscribe('dewi@example.com', other);
    // pending: not theirs yet (the twin address above went to whichever signup won the race)
    const pending = (await shop.call('GET', '/api/newsletters/', { token: other })).body;
    expect(pending.map((s: { email: string }) => s.email)).not.toContain('dewi@example.com');
    await confirm('dewi@example.com');
    const mine = await shop.call('GET', '/api/newsletters/', { token: customer });
    expect(mine.body.map((s: { email: string }) => s.email).sort()).toEqual(
      ['sinta@example.com', 'twin@example.com'].filter((e) => mine.body.some((s: { email: string }) => s.email === e)),
    );
    expect(mine.body.map((s: { email: string }) => s.email)).not.toContain('dewi@example.com');
    const probe = await shop.call('GET', '/api/newsletters/?email=dewi@example.com', { token: customer });
    expect(probe.body).toEqual([]);
    const own = await shop.call('GET', '/api/newsletters/?email=dewi@example.com', { token: other });
    expect(own.body).toHaveLength(1);
  });

  it('shows staff the full list', async () => {
    const staff = await logIn(shop, 'boss@example.com');
    await shop.sql.query("UPDATE users SET is_staff = true WHERE email = 'boss@example.com'");
    const all = await shop.call('GET', '/api/newsletters/', { token: staff.access });
    expect(all.body).toHaveLength(await count());
  });
});
