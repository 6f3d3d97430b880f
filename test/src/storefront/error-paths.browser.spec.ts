import { AuthMessages, CheckoutMessages } from '@kilau/domain';

import type { TestBrowser } from '../harness/browser.js';
import { readLoginCode, type ShopUnderTest } from '../shop-app.js';
import { NAMES, type StorefrontCatalogue } from './storefront-catalogue.js';
import { storefrontPage, typeCode, useStorefrontWorld } from './storefront-harness.js';
import { braceletAtCheckout, checkShippingFee, fillCheckout, placeOrder, SHOPPER } from './storefront-steps.js';

/**
 * What goes wrong, as the shopper sees it: a sold-out piece, a phone number that is not an
 * Indonesian mobile one, a refused payment, a closed payment popup, an expired login code.
 */
describe('storefront: error paths', () => {
  let shop: ShopUnderTest;
  let browser: TestBrowser;
  let catalogue: StorefrontCatalogue;
  let shoppers = 0;
  const world = useStorefrontWorld((ready) => ({ shop, browser, catalogue } = ready));

  /** A new customer with the bracelet in the cart, on /checkout with it selected. */
  const atCheckout = () => braceletAtCheckout(world, `pembeli-${++shoppers}@example.com`);

  it('a sold-out card is greyed with SOLD OUT: no link to open, no add button', async () => {
    const page = await storefrontPage(browser, shop, { path: '/necklaces' });
    const main = page.getByRole('main');
    await main.getByText('4 Products', { exact: true }).waitFor();
    const soldOut = main.getByRole('listitem').filter({ hasText: NAMES.soldOut });
    await soldOut.getByText('SOLD OUT').waitFor();
    expect(await soldOut.getByRole('link').count()).toBe(0);
    expect(await soldOut.getByRole('button').count()).toBe(0);
    await soldOut.getByText(NAMES.soldOut).click();
    expect(new URL(page.url()).pathname).toBe('/necklaces');
    // an in-stock card beside it opens, and has its button
    const inStock = main.getByRole('listitem').filter({ hasText: NAMES.lowStock });
    await inStock.getByText('LOW STOCK').waitFor();
    expect(await inStock.getByRole('link').count()).toBe(1);
    expect(await inStock.getByRole('button', { name: `Add to Cart: ${NAMES.lowStock}` }).count()).toBe(1);
    // its detail page, reached by address, offers nothing to buy
    await page.goto(`${shop.url}/products/${catalogue.soldOut}`);
    await page.getByRole('heading', { level: 1, name: NAMES.soldOut }).waitFor();
    const outOfStock = page.getByRole('button', { name: 'Out of Stock' });
    expect(await outOfStock.count()).toBeGreaterThan(0);
    for (const button of await outOfStock.all()) expect(await button.isDisabled()).toBe(true);
    await page.close();
  });

  it("a phone number not starting with 8 says so and keeps 'Place My Order' disabled", async () => {
    const { page } = await atCheckout();
    await fillCheckout(page, { ...SHOPPER, phone: '712345678' });
    await page.getByRole('main').getByText('Indonesian mobile numbers should start with 8').waitFor();
    await page.getByRole('button', { name: 'Check Shipping Fee' }).click();
    const place = page.getByRole('button', { name: 'Place My Order' });
    expect(await place.isDisabled()).toBe(true);
    // corrected, the order can go
    await page.getByRole('main').getByLabel('Phone').fill(SHOPPER.phone);
    await checkShippingFee(page);
    expect(await page.getByRole('main').getByText('Indonesian mobile numbers should start with 8').count()).toBe(0);
    expect(await place.isEnabled()).toBe(true);
    await page.close();
  });

  it("a refused payment says 'Payment failed. Please try again.'", async () => {
    const { page } = await atCheckout();
    await fillCheckout(page);
    await checkShippingFee(page);
    const popup = await placeOrder(page);
    await popup.getByRole('button', { name: 'Deny' }).click();
    await page.getByText('Payment failed. Please try again.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.close();
  });

  it('a bank transfer left to pay later says the order is pending, with its order ID', async () => {
    const { page, access } = await atCheckout();
    await fillCheckout(page);
    await checkShippingFee(page);
    const popup = await placeOrder(page);
    await popup.getByRole('button', { name: 'Pay later' }).click();
    const pending = page.getByRole('dialog', { name: CheckoutMessages.paymentPendingTitle });
    const orders = await shop.call('GET', '/api/orders/', { token: access });
    await pending.getByText(CheckoutMessages.paymentPending(orders.body[0].id)).waitFor();
    expect(CheckoutMessages.paymentPending(7)).toMatch(/^Your order is pending payment\. .*Place My Order.*7$/);
    await pending.getByRole('button', { name: 'OK' }).click();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.close();
  });

  it("closing the payment popup asks 'Cancel Order?': continue, or leave to /", async () => {
    const { page } = await atCheckout();
    await fillCheckout(page);
    await checkShippingFee(page);
    let popup = await placeOrder(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Order?' });
    await cancel.getByRole('button', { name: 'Continue Checkout' }).click();
    await cancel.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/checkout');
    // a second try reuses the order; closed again, Yes, Cancel goes home
    popup = await placeOrder(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await cancel.getByRole('button', { name: 'Yes, Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('/verify counts down as mm:ss, and an expired code shows the service’s message', async () => {
    const email = 'kedaluwarsa@example.com';
    const page = await storefrontPage(browser, shop, { path: '/login' });
    const newestBefore = shop.mail.store.list()[0]?.id ?? 0;
    await page.getByRole('main').getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/verify/);
    // the seed's mm:ss countdown of five minutes: '05:00', '04:59', never '5:00'
    await page.getByText(/^Code expires in 0[45]:[0-5]\d$/).waitFor();
    const code = await readLoginCode(shop, email, newestBefore);
    // five minutes pass for the service (the page's own countdown still runs)
    await shop.sql.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    await typeCode(page, code);
    const error = page.getByRole('main').getByRole('alert');
    await error.filter({ hasText: AuthMessages.codeExpired }).waitFor();
    // the seed's headline, then the service's reason
    expect(await error.textContent()).toBe(`${AuthMessages.verifyFailed}: ${AuthMessages.codeExpired}`);
    expect(AuthMessages.verifyFailed).toBe('Failed to verify OTP');
    expect(new URL(page.url()).pathname).toBe('/verify');
    await page.close();
  });
});
