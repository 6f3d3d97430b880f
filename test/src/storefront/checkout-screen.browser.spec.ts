import type { Page } from 'playwright-core';

import { CheckoutMessages, formatRupiah } from '@kilau/domain';

import { waitUntil } from '../harness/wait.js';
import { jnt } from '../shipping/shipping-helpers.js';
import { logIn } from '../shop-app.js';
import { NAMES } from './storefront-catalogue.js';
import {
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  storefrontPage,
  useStorefrontWorld,
} from './storefront-harness.js';
import {
  addToCartThroughApi,
  checkoutFromDrawer,
  checkShippingFee,
  confirmOrder,
  fillCheckout,
  holdRequests,
  openCart,
  placeOrder,
  SHOPPER,
} from './storefront-steps.js';

const LAPTOP = 1280;
const MESSAGE = 'Untukmu, selamanya';

/** How the city's suggestions behaved when the field lost focus: shown at once, hidden this many ms later. */
interface BlurTiming {
  shownAfterBlur: boolean;
  hiddenAfterMs: number;
}

/**
 * Blurs the city field in the page and times its suggestions: read at once after the blur, then
 * watched until the list is hidden (a script string: the page's globals are not in this project's types).
 */
const blurCityField = (page: Page) =>
  page.evaluate<BlurTiming>(`new Promise((resolve) => {
    const input = document.getElementById('checkout-city');
    const list = document.getElementById('checkout-city-suggestions');
    const start = performance.now();
    input.blur();
    const shownAfterBlur = !list.hidden;
    const observer = new MutationObserver(() => {
      if (!list.hidden) return;
      observer.disconnect();
      resolve({ shownAfterBlur, hiddenAfterMs: performance.now() - start });
    });
    observer.observe(list, { attributes: true, attributeFilter: ['hidden'] });
  })`);

/**
 * The checkout screen in the order-side seed's words (§2 'Checkout', §4 'Checkout flow'): the
 * breadcrumb, 'Your Orders' lines with a discount, charms and a message, the address fields'
 * rules, the fee's estimate; the loading and empty states; and what the shopper sees while the
 * order is placed and when the payment gateway or the courier fails.
 */
describe('storefront: the checkout screen in the seed words', () => {
  const world = useStorefrontWorld();

  it.each([LAPTOP, PHONE])(
    'at %i px: breadcrumb, discounted and custom lines, address rules and the fee estimate',
    async (width) => {
      const { shop, browser, catalogue } = world;
      const email = `layar-checkout-${width}@example.com`;
      const { access } = await logIn(shop, email);
      await addToCartThroughApi(shop, access, { product: catalogue.bracelet });
      const charms = catalogue.charms.slice(0, 2);
      await addToCartThroughApi(shop, access, { product: catalogue.necklace, charms, message: MESSAGE });
      const lines = (await shop.call('GET', '/api/cart/', { token: access })).body.items as Array<{
        product: number;
        line_total: number;
        original_price: number | null;
        discount: number;
      }>;
      const bracelet = lines.find((line) => line.product === catalogue.bracelet)!;
      const page = await storefrontPage(browser, shop, { width, path: '/', loggedInAs: email });
      await checkoutFromDrawer(page);
      const main = page.getByRole('main');

      // Home > Your Cart > Checkout: home a link, the cart the drawer, the checkout where the shopper is
      const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
      expect((await crumbs.innerText()).replace(/\s+/g, ' ').trim()).toBe('Home > Your Cart > Checkout');
      expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
      expect(await crumbs.getByText('Checkout').getAttribute('aria-current')).toBe('page');
      await crumbs.getByRole('button', { name: 'Your Cart' }).click();
      const drawer = page.getByRole('dialog', { name: 'Your Cart' });
      await drawer.getByRole('heading', { name: 'Your Cart' }).waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      // the bracelet's campaign: its list price struck through, the percent off as a badge
      const orders = page.getByRole('complementary', { name: 'Your Orders' });
      const discounted = orders.getByRole('listitem').filter({ hasText: NAMES.bracelet });
      expect(bracelet.discount).toBe(20);
      expect(await discounted.locator('s').innerText()).toBe(formatRupiah(bracelet.original_price!));
      await discounted.getByText('20% OFF', { exact: true }).waitFor();
      await discounted.getByText(formatRupiah(bracelet.line_total), { exact: true }).waitFor();
      // the necklace's charms as thumbnails under 'Charm Selection', its message under 'Special Message'
      const custom = orders.getByRole('listitem').filter({ hasText: NAMES.necklace }).first();
      await custom.getByText('Charm Selection', { exact: true }).waitFor();
      for (const name of [NAMES.charms[0]!, NAMES.charms[1]!])
        await custom.getByRole('img', { name, exact: true }).waitFor();
      await custom.getByText('Special Message', { exact: true }).waitFor();
      await custom.getByText(MESSAGE, { exact: true }).waitFor();

      // no city yet: the district waits for it, the province is empty; the country is fixed
      const district = main.getByRole('combobox', { name: 'District (Kecamatan)' });
      const province = main.getByLabel('Province');
      const country = main.getByLabel('Country');
      expect(await district.isDisabled()).toBe(true);
      await main.getByText(CheckoutMessages.citySelectFirst).waitFor();
      expect(await province.inputValue()).toBe('');
      expect(await province.isEditable()).toBe(false);
      expect(await country.inputValue()).toBe('Indonesia (IDN)');
      expect(await country.isEditable()).toBe(false);

      // the city's suggestions stay for 200 ms after the field is left (a click on one still lands)
      const city = main.getByRole('combobox', { name: 'City/Kabupaten' });
      await city.fill(SHOPPER.cityTyped);
      const suggestions = page.getByRole('listbox', { name: 'City suggestions' });
      await suggestions.getByRole('option', { name: SHOPPER.city }).waitFor();
      const timing = await blurCityField(page);
      expect(timing.shownAfterBlur).toBe(true);
      expect(timing.hiddenAfterMs).toBeGreaterThanOrEqual(195);
      expect(timing.hiddenAfterMs).toBeLessThan(5_000);
      expect(await suggestions.isVisible()).toBe(false);

      // the city chosen: the district opens, the province comes with the city and stays read-only
      await fillCheckout(page);
      expect(await district.isEnabled()).toBe(true);
      expect(await province.inputValue()).not.toBe('');
      expect(await province.isEditable()).toBe(false);
      const fee = await checkShippingFee(page);
      const quote = main.locator('.shipping-fee__box');
      await quote.getByText('J&T Express').waitFor();
      await quote.getByText(formatRupiah(fee), { exact: true }).waitFor();
      await quote.getByText('Est. 3-5 days', { exact: true }).waitFor();
      await screenshot(page, `checkout-screen-${width}`);
      await expectNoSeriousA11yViolations(page, `the checkout at ${width} px`);
      await page.close();
    },
    90_000,
  );

  it('loads, says when nothing is selected, locks the form while placing, and survives gateway and courier failures', async () => {
    const { shop, browser, catalogue } = world;
    const email = 'gagal-bayar@example.com';
    const { access } = await logIn(shop, email);
    await addToCartThroughApi(shop, access, { product: catalogue.bracelet });

    // /checkout with nothing chosen: the seed's words and the way back to the shop
    const page = await storefrontPage(browser, shop, { width: LAPTOP, path: '/checkout', loggedInAs: email });
    const main = page.getByRole('main');
    await main.getByText('No items selected for checkout', { exact: true }).waitFor();
    await main.getByRole('link', { name: 'Continue Shopping' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // while the chosen lines are read again from the cart: 'Loading your cart...'
    const drawer = await openCart(page);
    await drawer.getByText(NAMES.bracelet, { exact: true }).waitFor();
    const releaseCart = await holdRequests(page, 'GET', '/api/cart/');
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await main.getByRole('status').filter({ hasText: 'Loading your cart...' }).waitFor();
    releaseCart();
    await page.getByRole('complementary', { name: 'Your Orders' }).getByText(NAMES.bracelet, { exact: true }).waitFor();
    await page.unrouteAll();
    await fillCheckout(page);
    await checkShippingFee(page);

    // placing the order: 'Processing your order...' over a form that no longer changes
    const snapJs = (await shop.call('GET', '/api/midtrans/config/')).body.snap_js_url as string;
    const isSnap = (url: URL) => url.href === snapJs;
    await page.route(isSnap, (route) => route.abort('connectionrefused'));
    const releaseOrder = await holdRequests(page, 'POST', '/api/selective_checkout/');
    await confirmOrder(page);
    const processing = page.getByRole('alertdialog', { name: 'Processing your order...' });
    await processing.getByRole('status').filter({ hasText: 'Processing your order...' }).waitFor();
    await expectLocked(page);
    releaseOrder();

    // Midtrans's script does not load: the seed's words, and the placed order stays as placed
    const alert = page.getByRole('complementary', { name: 'Your Orders' }).getByRole('alert');
    await alert.filter({ hasText: 'Payment gateway failed to load' }).waitFor();
    await processing.waitFor({ state: 'detached' });
    await expectLocked(page);
    const orderId = (await shop.call('GET', '/api/orders/', { token: access })).body[0].id as number;

    // the script loads but its popup breaks: 'Something went wrong.'
    await page.unroute(isSnap);
    await page.route(isSnap, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.snap = { pay() { throw new Error("the popup broke"); } };',
      }),
    );
    await confirmOrder(page);
    await alert.filter({ hasText: 'Something went wrong.' }).waitFor();
    await page.unrouteAll();

    // J&T refuses every new waybill: the payment still leads to the order's tracking by its id
    await jnt(shop).addFault({ route: 'create', kind: 'status', status: 503 });
    await page.reload();
    await expectLocked(page);
    const popup = await placeOrder(page);
    await popup.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL((url) => url.pathname === `/track-order/${orderId}`, { timeout: 20_000 });
    await main.getByText('Payment Successful').waitFor({ timeout: 15_000 });
    await waitUntil(
      async () =>
        (await jnt(shop).requests()).some(
          (r) => r.route === 'create' && JSON.stringify(r.payload).includes(`"orderid":"${orderId}"`),
        ),
      { what: "the worker's failed call to J&T" },
    );
    await main
      .getByTestId('order-id')
      .filter({ hasText: String(orderId) })
      .waitFor();
    expect(await main.getByTestId('waybill').textContent()).toBe('Waybill pending');
    await jnt(shop).clearFaults();
    await page.close();
  }, 120_000);
});

/** The order being placed or placed: every field of the form disabled, as the seed's lock says. */
async function expectLocked(page: Page): Promise<void> {
  const main = page.getByRole('main');
  for (const label of ['First name', 'Last name', 'Address', 'Phone', 'Postal code'])
    expect(await main.getByLabel(label, { exact: true }).isDisabled()).toBe(true);
  expect(await main.getByRole('combobox', { name: 'City/Kabupaten' }).isDisabled()).toBe(true);
  expect(await main.getByRole('combobox', { name: 'District (Kecamatan)' }).isDisabled()).toBe(true);
  expect(await main.getByRole('checkbox', { name: 'Mail me about exclusive offers.' }).isDisabled()).toBe(true);
}
