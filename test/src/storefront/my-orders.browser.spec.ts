import type { Page } from 'playwright-core';

import { waitUntil } from '../harness/wait.js';
import { readLoginCode, type ShopUnderTest } from '../shop-app.js';
import { NAMES } from './storefront-catalogue.js';
import {
  askForCodeThroughPages,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  storefrontPage,
  typeCode,
  useStorefrontWorld,
} from './storefront-harness.js';
import { braceletAtCheckout, checkShippingFee, fillCheckout, placeOrder, SHOPPER } from './storefront-steps.js';

const LAPTOP = 1280;
/** The time left to pay: hh:mm:ss, or mm:ss in the last hour. */
const COUNTDOWN = /^Pay within (\d{2}:)?\d{2}:\d{2}$/;

/** The shopper's newest order, once the order list (a read model, a moment behind) has it. */
function placedOrder(shop: ShopUnderTest, access: string): Promise<number> {
  return waitUntil(
    async () => {
      const orders = await shop.call('GET', '/api/orders/', { token: access });
      return orders.body[0]?.id as number | undefined;
    },
    { what: 'the order in the list' },
  );
}

/** The Snap tokens the page was handed, in order (POST /api/midtrans/token/). */
function snapTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('response', (response) => {
    if (response.request().method() !== 'POST' || new URL(response.url()).pathname !== '/api/midtrans/token/') return;
    void response.json().then(
      (body: { token?: string }) => body.token && tokens.push(body.token),
      () => undefined,
    );
  });
  return tokens;
}

/**
 * An unpaid order can be paid after the shopper leaves checkout: My Orders (from the account menu)
 * lists it with its time left and Pay Now, which opens the payment popup on the order's existing
 * payment attempt; paid, it reads so. The tracking page and the order mail lead back to paying too,
 * and a login asked for on the way comes back to the page that asked.
 */
describe('storefront: paying an order after leaving checkout', () => {
  const world = useStorefrontWorld();

  it('places an order, leaves, finds it in My Orders with a countdown, pays it there and sees it paid', async () => {
    const { shop } = world;
    const email = 'bayar.nanti@example.com';
    const { page, access } = await braceletAtCheckout(world, email);
    await page.setViewportSize({ width: LAPTOP, height: 900 });
    const tokens = snapTokens(page);
    await fillCheckout(page);
    await checkShippingFee(page);

    // the popup opens on the order; the shopper closes it and leaves checkout
    const popup = await placeOrder(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await page.goto(`${shop.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const orderId = await placedOrder(shop, access);

    // My Orders from the account menu: the order, unpaid, with its time ticking down
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Account' }).click();
    await banner.getByRole('menuitem', { name: 'My orders' }).waitFor();
    await screenshot(page, `account-menu-${LAPTOP}`, { fullPage: false });
    await banner.getByRole('menuitem', { name: 'My orders' }).click();
    await page.waitForURL(/\/my-orders$/);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Order #${orderId}` }) });
    await card.getByText('Awaiting Payment', { exact: true }).waitFor();
    await card.getByText(NAMES.bracelet).first().waitFor();
    const countdown = card.getByText(COUNTDOWN);
    const first = await countdown.innerText();
    // three hours to pay (ORDER_PAYMENT_TTL), a few seconds gone
    expect(first).toMatch(/^Pay within (02:59|03:00):\d{2}$/);
    await waitUntil(async () => (await countdown.innerText()) !== first, {
      timeoutMs: 5000,
      what: 'the countdown ticking',
    });
    await screenshot(page, `my-orders-${LAPTOP}`);
    await expectNoSeriousA11yViolations(page, 'My Orders');

    // Pay Now: the popup on the same payment attempt (its token is handed out again), paid there
    await card.getByRole('button', { name: /^Pay Now/ }).click();
    const again = page.frameLocator('iframe[title="Midtrans payment"]');
    await again.getByRole('button', { name: 'Pay now' }).click();
    await card.getByText('Paid, awaiting shipment', { exact: true }).waitFor({ timeout: 40_000 });
    expect(await card.getByRole('button', { name: /^Pay Now/ }).count()).toBe(0);
    await waitUntil(() => tokens.length === 2, { what: 'both token answers read' });
    expect(tokens[1]).toBe(tokens[0]);
    const payment = await shop.call('GET', `/api/payments/${orderId}/`, { token: access });
    expect(payment.body).toMatchObject({ status: 'paid' });
    expect(payment.body.attempts).toHaveLength(1);
    await screenshot(page, `my-orders-paid-${LAPTOP}`);
    await page.setViewportSize({ width: PHONE, height: 844 });
    await screenshot(page, `my-orders-paid-${PHONE}`);
    await page.close();
  }, 120_000);

  it('leads back to paying from the order mail: the login comes back to the tracking page, whose Pay Now pays', async () => {
    const { shop, browser } = world;
    const email = 'dari.surat@example.com';
    const { page: checkout, access } = await braceletAtCheckout(world, email);
    await fillCheckout(checkout, { ...SHOPPER, email });
    await checkShippingFee(checkout);
    const popup = await placeOrder(checkout);
    await popup.getByRole('button', { name: 'Close' }).click();
    await checkout.close();
    const orderId = await placedOrder(shop, access);

    // the order mail carries the way back: Pay now, to the order's page (in English, the page's language)
    const mail = await shop.mail.waitForMailTo(email, 15_000, (m) => m.subject.includes(`#${orderId} received`));
    const link = /Pay now: (\S+)/.exec(mail.text)![1]!;
    // the order's page asked to offer paying, with the order's secret for a reader not logged in
    expect(link).toMatch(new RegExp(`^${shop.config.publicUrl}/track-order/${orderId}\\?pay=now#token=[\\w-]+$`));

    // opened on a device without the login: Log in to pay, the code, and back on the order's page
    const opened = new URL(link);
    const page = await storefrontPage(browser, shop, {
      width: LAPTOP,
      path: `${opened.pathname}${opened.search}${opened.hash}`,
    });
    await page.getByRole('link', { name: 'Log in to pay' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') !== null);
    const before = shop.mail.store.list()[0]?.id ?? 0;
    await askForCodeThroughPages(page, email);
    await typeCode(page, await readLoginCode(shop, email, before));
    await page.waitForURL((url) => url.pathname === `/track-order/${orderId}` && url.search === '?pay=now');
    const pay = page.getByRole('region', { name: 'Payment' });
    await pay.getByText(COUNTDOWN).waitFor();
    await screenshot(page, `tracking-pay-now-${LAPTOP}`);
    await expectNoSeriousA11yViolations(page, 'the tracking page with Pay Now');
    await pay.getByRole('button', { name: /^Pay Now/ }).click();
    await page.frameLocator('iframe[title="Midtrans payment"]').getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Payment Successful').waitFor({ timeout: 40_000 });
    const payment = await shop.call('GET', `/api/payments/${orderId}/`, { token: access });
    expect(payment.body).toMatchObject({ status: 'paid' });
    expect(payment.body.attempts).toHaveLength(1);
    await page.close();
  }, 120_000);

  it('sends a shopper who opens My Orders logged out to the login, and back to My Orders after it', async () => {
    const { shop, browser } = world;
    const email = 'belum.masuk@example.com';
    const page = await storefrontPage(browser, shop, { width: LAPTOP, path: '/my-orders' });
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/my-orders');
    const before = shop.mail.store.list()[0]?.id ?? 0;
    await askForCodeThroughPages(page, email);
    await typeCode(page, await readLoginCode(shop, email, before));
    await page.waitForURL(/\/my-orders$/);
    await page.getByText("You haven't placed an order yet.").waitFor();
    await page.close();
  }, 60_000);
});
