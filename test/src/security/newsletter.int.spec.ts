import type { CaughtMail } from '@kilau/mail-catcher';
import { deriveKey, newsletterConfirmToken } from '@kilau/shop';

import { addProduct } from '../fixtures/catalogue.js';
import { quoteFee } from '../fixtures/shipping.js';
import { dumpTestRedisKeys } from '../harness/redis.js';
import { waitUntil } from '../harness/wait.js';
import { CONTACT } from '../orders/checkout-helpers.js';
import { type Answer, customers, logInStaff, type ShopUnderTest, startShop } from '../shop-app.js';

const CONFIRM_SUBJECT = /^Confirm your Kilau newsletter subscription/;
const WELCOME_SUBJECT = /^Welcome to the Kilau newsletter/;

/** The token of a newsletter link in a mail: `/newsletter/confirm#token=...` or `/newsletter/unsubscribe#token=...`. */
function linkToken(mail: CaughtMail, kind: 'confirm' | 'unsubscribe'): string {
  const token = new RegExp(`/newsletter/${kind}#token=([\\w.-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${kind} link in: ${mail.text}`);
  return token;
}

/**
 * The newsletter, tried as someone finding out who subscribes, signing up others, or flooding an
 * inbox: one answer for every address, nothing counts before its owner confirms by mail, every
 * mail carries its way out, and signups are limited per client and confirmation mails per address.
 */
describe('newsletter signups', () => {
  let shop: ShopUnderTest;
  let accounts: Array<{ id: number; email: string; access: string }>;
  let staff: string;
  let clients = 0;

  beforeAll(async () => {
    shop = await startShop();
    accounts = await customers(shop, 3, 'kabar');
    staff = (await logInStaff(shop, 'redaksi@example.com')).access;
  });
  afterAll(() => shop?.close());

  /** A signup from a client of its own (each test's budget per client is its own). */
  const subscribe = (email: string, access = accounts[0]!.access, client = `198.51.100.${++clients}`) =>
    shop.call('POST', '/api/newsletters/', { body: { email }, token: access, headers: { 'x-forwarded-for': client } });
  /** An answer with its address blanked, to compare the answers about different addresses. */
  const shape = (answer: Answer, email: string) => ({
    status: answer.status,
    body: JSON.stringify(answer.body).replaceAll(email, '<email>'),
  });
  const mailsTo = (email: string, subject: RegExp) =>
    shop.mail.store.list().filter((m) => m.to.includes(email) && subject.test(m.subject));
  const confirmationTo = (email: string, after = 0) =>
    shop.mail.waitForMailTo(email, 15_000, (m) => m.id > after && CONFIRM_SUBJECT.test(m.subject));
  const staffList = async () =>
    (await shop.call('GET', '/api/newsletters/', { token: staff })).body as Array<{ email: string; status: string }>;

  it('answers a new, an unconfirmed and a subscribed address alike, to anyone', async () => {
    const subscribed = 'sudah.langganan@example.com';
    await subscribe(subscribed, accounts[1]!.access);
    const confirmed = await shop.call('POST', '/api/newsletters/confirm/', {
      body: { token: linkToken(await confirmationTo(subscribed), 'confirm') },
    });
    expect(confirmed.status).toBe(200);
    const waiting = 'menunggu@example.com';
    await subscribe(waiting, accounts[1]!.access);

    const answers = {
      fresh: shape(await subscribe('baru@example.com'), 'baru@example.com'),
      waiting: shape(await subscribe(waiting), waiting),
      subscribed: shape(await subscribe(subscribed), subscribed),
    };
    expect(answers.fresh).toEqual({
      status: 202,
      body: JSON.stringify({
        message: 'Almost there! Please confirm your subscription with the link we sent to this address.',
        email: '<email>',
      }),
    });
    expect(answers.waiting).toEqual(answers.fresh);
    expect(answers.subscribed).toEqual(answers.fresh);
    // nor does the customer's own check tell them about addresses that are not theirs
    const check = await shop.call('GET', `/api/newsletters/?email=${subscribed}`, { token: accounts[0]!.access });
    expect(check.body).toEqual([]);
  });

  it('subscribes an address only when its owner follows the mailed link, once, before it expires', async () => {
    const email = 'pembaca@example.com';
    const asker = accounts[2]!;
    expect((await subscribe(email, asker.access)).status).toBe(202);
    const mail = await confirmationTo(email);
    const token = linkToken(mail, 'confirm');
    expect(linkToken(mail, 'unsubscribe')).toBeTruthy();

    // not yet subscribed: staff see it waiting, its asker does not see it as theirs
    expect((await staffList()).find((s) => s.email === email)).toMatchObject({ status: 'pending' });
    expect((await shop.call('GET', '/api/newsletters/', { token: asker.access })).body).toEqual([]);
    // the link's token is nowhere in Redis (the mail job carries only the subscription's id)
    const redis = JSON.stringify(
      await dumpTestRedisKeys({ url: shop.config.redisUrl, prefix: shop.config.redisPrefix }),
    );
    expect(redis).not.toContain(token.split('.').at(-1));

    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = {
      status: 400,
      body: { error: 'invalid_link', message: 'This link is invalid, has expired or has already been used.' },
    };
    expect(await shop.call('POST', '/api/newsletters/confirm/', { body: { token: forged } })).toMatchObject(refused);
    // a token the shop's own key made, but expired
    const [row] = (await shop.sql.query('SELECT id FROM newsletter_subscriptions WHERE email = $1', [email])).rows;
    const key = deriveKey(shop.config.jwtSecret, 'newsletter-confirm');
    const expired = newsletterConfirmToken(key, { id: row.id, email }, new Date(Date.now() - 1000));
    expect(await shop.call('POST', '/api/newsletters/confirm/', { body: { token: expired } })).toMatchObject(refused);

    const confirmed = await shop.call('POST', '/api/newsletters/confirm/', { body: { token } });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { message: 'Your subscription is confirmed. Thank you for subscribing to our newsletter!', email },
    });
    expect(await shop.call('POST', '/api/newsletters/confirm/', { body: { token } })).toMatchObject(refused);
    expect((await staffList()).find((s) => s.email === email)).toMatchObject({ status: 'confirmed' });
    expect((await shop.call('GET', '/api/newsletters/', { token: asker.access })).body).toEqual([
      expect.objectContaining({ email, status: 'confirmed' }),
    ]);
    const confirmedOnly = await shop.call('GET', '/api/newsletters/?status=confirmed', { token: staff });
    expect(confirmedOnly.body.every((s: { status: string }) => s.status === 'confirmed')).toBe(true);

    // asking again for a confirmed address mails nothing more
    const before = mailsTo(email, CONFIRM_SUBJECT).length;
    expect((await subscribe(email)).status).toBe(202);
    const welcome = await shop.mail.waitForMailTo(email, 15_000, (m) => WELCOME_SUBJECT.test(m.subject));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(email, CONFIRM_SUBJECT)).toHaveLength(before);

    // every mail carries its way out; the welcome's link ends the subscription, once
    const unsubscribe = linkToken(welcome, 'unsubscribe');
    const gone = await shop.call('POST', '/api/newsletters/unsubscribe/', { body: { token: unsubscribe } });
    expect(gone).toMatchObject({
      status: 200,
      body: { message: 'You are unsubscribed from our newsletter. We will not mail you again.' },
    });
    expect((await staffList()).some((s) => s.email === email)).toBe(false);
    expect(await shop.call('POST', '/api/newsletters/unsubscribe/', { body: { token: unsubscribe } })).toMatchObject(
      refused,
    );
  });

  it("an address that never confirms is never subscribed, and the confirmation's own unsubscribe link ends it", async () => {
    const email = 'bukan.saya@example.com';
    await subscribe(email);
    const mail = await confirmationTo(email);
    const gone = await shop.call('POST', '/api/newsletters/unsubscribe/', {
      body: { token: linkToken(mail, 'unsubscribe') },
    });
    expect(gone.status).toBe(200);
    expect((await staffList()).some((s) => s.email === email)).toBe(false);
    expect(
      await shop.call('POST', '/api/newsletters/confirm/', { body: { token: linkToken(mail, 'confirm') } }),
    ).toMatchObject({ status: 400 });
  });

  it("the checkout's 'Mail me about exclusive offers.' asks the contact address's owner to confirm too", async () => {
    const product = await addProduct(shop.sql, { price: 100_000, stock: 5, category: 'ring' });
    const shopper = accounts[0]!;
    const line = await shop.call('POST', '/api/cart/add/', { body: { product, quantity: 1 }, token: shopper.access });
    await quoteFee(shop.sql, { destAreaCode: CONTACT.destAreaCode, weight: 1, cost: 15_000 });
    const placed = await shop.call('POST', '/api/selective_checkout/', {
      body: { cart_item_ids: [line.body.id], shipping_cost: 15_000, ...CONTACT, newsletter: true },
      token: shopper.access,
    });
    expect(placed.status).toBe(201);
    const mail = await confirmationTo(CONTACT.email);
    expect((await staffList()).find((s) => s.email === CONTACT.email)).toMatchObject({ status: 'pending' });
    const token = linkToken(mail, 'confirm');
    expect((await shop.call('POST', '/api/newsletters/confirm/', { body: { token } })).status).toBe(200);
    expect((await staffList()).find((s) => s.email === CONTACT.email)).toMatchObject({ status: 'confirmed' });
  });

  it('limits signups to 10 an hour per client, and confirmation mails to 3 a day per address', async () => {
    const client = '198.51.100.250';
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await subscribe(`banjir-${i}@example.com`, undefined, client)).status);
    expect(answers).toEqual([...Array(10).fill(202), 429]);
    const refused = await subscribe('banjir-lagi@example.com', undefined, client);
    expect(refused.body.message).toMatch(/^Too many newsletter signups from this connection\. Try again in /);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // one address asked from many clients and accounts: the same answer each time, three mails
    const target = 'kotak.masuk@example.com';
    const asked = [];
    for (let i = 0; i < 6; i++) asked.push(shape(await subscribe(target, accounts[i % 3]!.access), target));
    expect(new Set(asked.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(asked[0]!.status).toBe(202);
    await waitUntil(async () => mailsTo(target, CONFIRM_SUBJECT).length >= 3, { what: 'three confirmation mails' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(target, CONFIRM_SUBJECT)).toHaveLength(3);
  });
});
