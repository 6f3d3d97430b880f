import type { Page, Request } from 'playwright-core';

import { CheckoutMessages, currentMonth } from '@kilau/domain';

import { screenshot, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import {
  braceletAtCheckout,
  checkShippingFee,
  choosePaymentMethod,
  confirmOrder,
  fillCheckout,
} from './storefront-steps.js';

/** Midtrans's sandbox VISA that its simulator accepts. */
const CARD = { name: 'RINA WIJAYA', number: '4811111111111114', cvv: '123' };

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
 * the 3-day estimate; the card fields checked; 'Pay Now' hands the card to Midtrans (its payment
 * page, in the simulator) and the paid order goes to tracking. The card number never reaches the
 * shop's service.
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

  async function fillCard(page: Page, expiry = monthFromNow(12)) {
    const main = page.getByRole('main');
    await main.getByLabel('Name on Card').fill(CARD.name);
    await main.getByLabel('Card Number').fill(CARD.number);
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

    const popup = page.frameLocator('iframe[title="Midtrans payment"]');
    await popup.getByRole('button', { name: 'Pay now' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'card-page-midtrans');
    await popup.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/track-order\/\d+$/);
    await page.getByRole('main').getByRole('heading', { name: 'My Order' }).waitFor();
    await screenshot(page, 'card-page-tracking');

    const bodies = requests.map((request) => `${request.url()} ${request.postData() ?? ''}`);
    expect(bodies.some((text) => text.includes('/api/midtrans/token/'))).toBe(true);
    expect(bodies.filter((text) => text.includes(CARD.number) || text.includes(CARD.cvv + '"'))).toEqual([]);
    await page.close();
  }, 90_000);

  it("a card Midtrans refuses says 'Failed to process payment. Please try again.' and stays on the page", async () => {
    const { page } = await onCardPage();
    await fillCard(page);
    await page.getByRole('main').getByRole('button', { name: 'Pay Now' }).click();
    const popup = page.frameLocator('iframe[title="Midtrans payment"]');
    await popup.getByRole('button', { name: 'Deny' }).click({ timeout: 20_000 });
    await page.getByRole('main').getByText(CheckoutMessages.legacyPaymentFailed).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/payment');
    await screenshot(page, 'card-page-refused', { fullPage: false });
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
