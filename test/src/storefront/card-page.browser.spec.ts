import type { Page, Request } from 'playwright-core';

import { CheckoutMessages, currentMonth, OrderMessages } from '@kilau/domain';

import { screenshot, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import {
  braceletAtCheckout,
  checkShippingFee,
  choosePaymentMethod,
  confirmOrder,
  fillCheckout,
} from './storefront-steps.js';

/** Midtrans's sandbox VISA that passes 3-D Secure and is accepted (PROVIDERS.md 1.7). */
const CARD = { name: 'RINA WIJAYA', number: '4811111111111114', cvv: '123' };
/** The sandbox VISA its bank refuses once 3-D Secure is passed. */
const DENIED = '4911111111111113';
/** The OTP every sandbox card's 3-D Secure page takes. */
const OTP = '112233';

/** The month `months` after this one, as the card form's month field takes it (yyyy-mm). */
function monthFromNow(months: number): string {
  const [year, month] = currentMonth(new Date()).split('-').map(Number) as [number, number];
  const at = new Date(Date.UTC(year, month - 1 + months, 1));
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Every request the page makes to the shop's own service, its body kept, so the card number can be looked for. */
function shopRequests(page: Page, shopUrl: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(shopUrl)) seen.push(request);
  });
  return seen;
}

/**
 * The seed's legacy card page (/checkout/payment), reached from the checkout as a shopper reaches
 * it: 'Credit or debit card' chosen, the order placed, the page showing the order, its shipping and
 * the 3-day estimate; the card fields checked; 'Pay Now' has Midtrans's card script (the
 * simulator's) make a token of the card in the browser, the shop charges the token, the bank's
 * 3-D Secure page takes the OTP, and the paid order goes to tracking. The card number and CVV never
 * reach the shop's service.
 */
describe('storefront: the card payment page', () => {
  const world = useStorefrontWorld();
  let shoppers = 0;

  /** A customer's bracelet checked out with the card choice, on /checkout/payment. */
  async function onCardPage() {
    const { page, access } = await braceletAtCheckout(world, `kartu-${++shoppers}@example.com`);
    const requests = shopRequests(page, world.shop.url);
    await fillCheckout(page);
    await checkShippingFee(page);
    await choosePaymentMethod(page, 'Credit or debit card');
    await confirmOrder(page);
    await page.waitForURL(/\/checkout\/payment$/);
    await page.getByRole('heading', { name: 'Card Details' }).waitFor();
    return { page, access, requests };
  }

  /** The bank's 3-D Secure page, framed over the card page: the OTP typed and sent. */
  async function typeOtp(page: Page, shot: string) {
    const frame = page.frameLocator('iframe[title="Card verification by your bank"]');
    await frame.getByLabel('OTP').waitFor({ timeout: 20_000 });
    const sawCard = (await frame.getByText('481111-1114').count()) > 0;
    await screenshot(page, shot, { fullPage: false });
    await frame.getByLabel('OTP').fill(OTP);
    await frame.getByRole('button', { name: 'OK' }).click();
    return { sawCard };
  }

  async function fillCard(page: Page, expiry = monthFromNow(12), number = CARD.number) {
    const main = page.getByRole('main');
    await main.getByLabel('Name on Card').fill(CARD.name);
    await main.getByLabel('Card Number').fill(number);
    await main.getByLabel('Expiry Date').fill(expiry);
    await main.getByLabel('CVV').fill(CARD.cvv);
  }

  it('is reached from checkout, checks the card fields, and pays through Midtrans to tracking without the card reaching the shop', async () => {
    const { page, requests } = await onCardPage();
    const main = page.getByRole('main');
    await main.getByText('Gelang Pasangan').first().waitFor();
    await main.getByText(CheckoutMessages.legacyEstimatedDelivery).waitFor();
    await main.getByText('Jl. Anggrek 12').waitFor();
    // the phone once, with its +62
    expect(await main.locator('address').innerText()).toMatch(/^\+6281298765432$/m);
    await screenshot(page, 'card-page-reached');

    // O89: every field required; an expiry before this month refused
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await main.getByRole('alert').filter({ hasText: CheckoutMessages.cardDetailsRequired }).waitFor();
    await fillCard(page, monthFromNow(-1));
    await main.getByRole('button', { name: 'Pay Now' }).click();
    await main.getByRole('alert').filter({ hasText: CheckoutMessages.cardDetailsRequired }).waitFor();
    await fillCard(page);
    await screenshot(page, 'card-page-filled');
    await main.getByRole('button', { name: 'Pay Now' }).click();

    const bank = await typeOtp(page, 'card-page-3ds-otp');
    await page.waitForURL(/\/track-order\/\d+$/, { timeout: 20_000 });
    const tracking = page.getByRole('main');
    await tracking.getByRole('heading', { name: 'My Order' }).waitFor();
    // paid once Midtrans's capture notification is checked: the page reads again until it is
    await tracking.getByText(OrderMessages.paymentSuccessful).waitFor({ timeout: 30_000 });
    await screenshot(page, 'card-page-tracking-paid');
    expect(bank.sawCard).toBe(true);

    const bodies = requests.map((request) => `${request.url()} ${request.postData() ?? ''}`);
    const charges = bodies.filter((text) => text.includes('/charge/'));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatch(/"method":"credit_card","token_id":"481111-1114-[0-9a-f-]+"/);
    expect(bodies.some((text) => text.includes('/api/midtrans/token/'))).toBe(false);
    expect(bodies.filter((text) => text.includes(CARD.number) || text.includes(`"${CARD.cvv}"`))).toEqual([]);
    await page.close();
  }, 90_000);

  it("a card its bank refuses says 'Failed to process payment. Please try again.' and stays on the page", async () => {
    const { page, requests } = await onCardPage();
    await fillCard(page, monthFromNow(12), DENIED);
    await page.getByRole('main').getByRole('button', { name: 'Pay Now' }).click();
    await typeOtp(page, 'card-page-3ds-refused-card');
    await page.getByRole('main').getByText(CheckoutMessages.legacyPaymentFailed).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/payment');
    // the card's numbers are forgotten; the shopper types them again for another try
    expect(await page.getByRole('main').getByLabel('Card Number').inputValue()).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'card-page-refused', { fullPage: false });
    const bodies = requests.map((request) => `${request.url()} ${request.postData() ?? ''}`);
    expect(bodies.filter((text) => text.includes(DENIED))).toEqual([]);
    await page.close();
  }, 90_000);

  it("opened by its address, without an order, says 'No order details found' with 'Return to Home'", async () => {
    const page = await storefrontPage(world.browser, world.shop, {
      path: '/checkout/payment',
      loggedInAs: 'kartu@example.com',
    });
    const main = page.getByRole('main');
    await main.getByRole('alert').filter({ hasText: CheckoutMessages.noOrderDetails }).waitFor();
    await main.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });
});
