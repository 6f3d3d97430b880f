import { readLoginMail, type ShopUnderTest, startShop } from '../shop-app.js';

/**
 * A login returns to the page that asked for it (`next`), and only to a page of this shop: the
 * service refuses any other `next` before it mails a sign-in link carrying it, so a crafted
 * login request cannot turn the shop's own mail into a link off the shop.
 */
describe('where a login may send the shopper afterwards', () => {
  let shop: ShopUnderTest;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  const ask = (email: string, next: string) => shop.call('POST', '/api/auth/request-otp/', { body: { email, next } });

  it.each([
    ['another site', 'https://evil.example/my-orders'],
    ['another site by two slashes', '//evil.example/my-orders'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['two slashes inside', '/my-orders//evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'my-orders'],
    ['a blank', '/my orders'],
    ['a line break', '/my-orders\n'],
    ['the login screen (a loop)', '/login?next=/my-orders'],
  ])('refuses %s and mails nothing', async (_, next) => {
    const email = `kembali-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const before = shop.mail.store.list().length;
    const answer = await ask(email, next);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('next must be a page of this shop');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shop.mail.store.list().filter((mail) => mail.to.includes(email))).toHaveLength(0);
    expect(shop.mail.store.list().length).toBe(before);
  });

  it.each([
    ['My Orders', '/my-orders'],
    ["an order's page, to pay it", '/track-order/42?pay=now'],
    ['a console page', '/adminDashboard/dashboard'],
  ])('mails a sign-in link back to %s', async (_, next) => {
    const email = `kembali-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const before = shop.mail.store.list()[0]?.id ?? 0;
    expect((await ask(email, next)).status).toBe(200);
    const mail = await readLoginMail(shop, email, before);
    expect(new URLSearchParams(new URL(mail.link).hash.slice(1)).get('next')).toBe(next);
  });
});
