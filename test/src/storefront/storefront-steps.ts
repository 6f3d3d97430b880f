import type { FrameLocator, Locator, Page } from 'playwright-core';

import { formatRupiah } from '@kilau/domain';

import { logIn, type ShopUnderTest } from '../shop-app.js';
import { NAMES } from './storefront-catalogue.js';
import { storefrontPage, type StorefrontWorld } from './storefront-harness.js';

/**
 * What a shopper does on the storefront, step by step, found by role and by the seeds' own
 * wording (so a passing test also proves the wording).
 */

const SESSION_KEY = 'kilau.auth';

/**
 * Starts this page logged in as `email` (logged in through the API: the screens' own login is
 * the journey's subject, not every test's), or logged out. Done once per page, before its first
 * script runs, so a later login through the screens is kept. The login is its access token only
 * (an hour): a refresh cookie left by an earlier login through the screens is dropped, so it
 * cannot refresh this page into that other account.
 */
export async function startSession(page: Page, shop: ShopUnderTest, email?: string): Promise<void> {
  const stored = email ? await storedSession(shop, email) : null;
  await page.context().clearCookies({ name: 'kilau_refresh' });
  // a script string: the page's own globals (sessionStorage, localStorage) are not in this project's types
  await page.addInitScript(`(() => {
    if (sessionStorage.getItem('kilau.test.started')) return;
    sessionStorage.setItem('kilau.test.started', '1');
    const value = ${JSON.stringify(stored)};
    if (value) localStorage.setItem(${JSON.stringify(SESSION_KEY)}, value);
    else localStorage.removeItem(${JSON.stringify(SESSION_KEY)});
  })()`);
}

/** One login per address and shop: the service limits code requests per address (5 in 15 minutes). */
const sessions = new WeakMap<ShopUnderTest, Map<string, Promise<string>>>();

function storedSession(shop: ShopUnderTest, email: string): Promise<string> {
  if (!sessions.has(shop)) sessions.set(shop, new Map());
  const known = sessions.get(shop)!;
  if (!known.has(email)) known.set(email, newSession(shop, email));
  return known.get(email)!;
}

async function newSession(shop: ShopUnderTest, email: string): Promise<string> {
  const answer = await logIn(shop, email);
  const payload = JSON.parse(Buffer.from(answer.access.split('.')[1]!, 'base64url').toString()) as { exp: number };
  return JSON.stringify({
    token: answer.access,
    email: answer.user.email,
    user: answer.user,
    expiresAt: payload.exp * 1000,
  });
}

/** A toast (the page's live status region) saying exactly this. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('status').filter({ hasText: text }).first();

/** The cart drawer: a modal dialog named 'Your Cart'. */
export const cartDrawer = (page: Page): Locator => page.getByRole('dialog', { name: 'Your Cart' });

export async function openCart(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Cart' }).click();
  const drawer = cartDrawer(page);
  await drawer.getByRole('heading', { name: 'Your Cart' }).waitFor();
  return drawer;
}

/** One line of the open drawer, by the name it shows. */
export const cartLine = (drawer: Locator, name: string): Locator =>
  drawer.getByRole('listitem').filter({ has: drawer.page().getByText(name, { exact: true }) });

/** The drawer's 'Total' as the shopper reads it, e.g. 'Rp 394.000'. */
export async function cartTotal(drawer: Locator): Promise<string> {
  const text = await drawer
    .locator('p')
    .filter({ hasText: /^\s*Total/ })
    .innerText();
  return text.replace(/^\s*Total\s*/, '').trim();
}

/** Puts a line in this customer's cart through the API (the screens' own adding is other tests' subject). */
export async function addToCartThroughApi(
  shop: ShopUnderTest,
  token: string,
  addition: { product?: number; gift_set?: number; charms?: number[]; quantity?: number; message?: string },
): Promise<void> {
  const body = { charms: [], quantity: 1, ...addition };
  const added = await shop.call('POST', '/api/cart/add/', { token, body });
  if (added.status !== 201) throw new Error(`cart/add answered ${added.status}: ${JSON.stringify(added.body)}`);
}

/** Types this into the header's search box (opening it first if closed) and presses Enter. */
export async function searchFromHeader(page: Page, text: string): Promise<void> {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  if (!(await box.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await box.fill(text);
  await box.press('Enter');
}

/** The builder's 'Number of charms': 'Chain only' or 1 to 5, each a toggle button. */
export async function chooseCharmCount(builder: Locator, count: number): Promise<void> {
  const choice = builder
    .getByRole('group', { name: 'Number of charms' })
    .getByRole('button', { name: count === 0 ? 'Chain only' : String(count), exact: true });
  await choice.click();
  await choice.and(builder.locator('[aria-pressed=true]')).waitFor();
}

/** Picks a charm in 'Choose your charms' by its name (it fills the active slot and moves on). */
export async function pickCharm(picker: Locator, name: string): Promise<void> {
  await picker.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
}

/** The shopper's contact and address on the checkout form (a real Denpasar district of the area data). */
export const SHOPPER = {
  firstName: 'Rina',
  lastName: 'Wijaya',
  email: 'rina@example.com',
  address: 'Jl. Anggrek 12',
  phone: '81298765432',
  cityTyped: 'DENPASAR',
  city: 'KOTA DENPASAR',
  province: 'Bali',
  postalCode: '80225',
};

/**
 * Fills the checkout form as a shopper does: contact, address, phone after the fixed +62, the city
 * from its suggestions, then the first area code of that city.
 */
export async function fillCheckout(page: Page, shopper = SHOPPER): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill(shopper.firstName);
  await main.getByLabel('Last name').fill(shopper.lastName);
  await main.getByLabel('Email', { exact: true }).fill(shopper.email);
  await main.getByLabel('Address', { exact: true }).fill(shopper.address);
  await main.getByLabel('Phone').fill(shopper.phone);
  await main.getByRole('combobox', { name: 'City/Kabupaten' }).fill(shopper.cityTyped);
  await page.getByRole('listbox', { name: 'City suggestions' }).getByRole('option', { name: shopper.city }).click();
  const areaCode = main.getByRole('combobox', { name: 'District (Kecamatan)' });
  await areaCode.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
  await areaCode.selectOption({ index: 1 });
  const province = main.getByLabel('Province');
  if (!(await province.inputValue())) await province.fill(shopper.province);
  await main.getByLabel('Postal code').fill(shopper.postalCode);
}

/**
 * 'Check Shipping Fee', then waits for the fee J&T quoted (the shop's answer to the page's own
 * call) to replace 'Not calculated' in the order summary, and answers it.
 */
export async function checkShippingFee(page: Page): Promise<number> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/jnt/tariff/',
  );
  await page.getByRole('button', { name: 'Check Shipping Fee' }).click();
  const fee = Number(((await (await answered).json()) as { cost: number }).cost);
  const summary = page.getByRole('complementary', { name: 'Your Orders' });
  await summary.getByText('Not calculated').waitFor({ state: 'detached' });
  await summary.getByText(formatRupiah(fee), { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Place My Order' }).and(page.locator(':enabled')).waitFor();
  return fee;
}

/** The checkout's 'Payment method' choices, by their labels. */
export type PaymentChoice =
  'Card, e-wallet and more (payment popup)' | 'Credit or debit card' | 'Bank transfer (virtual account)' | 'QRIS';

/** Chooses how to pay in the checkout's 'Payment method' (the popup is chosen until then). */
export async function choosePaymentMethod(page: Page, choice: PaymentChoice): Promise<void> {
  const radio = page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: choice, exact: true });
  await radio.check();
}

/** 'Place My Order' and 'Confirm Order' in 'Confirm Your Order'. */
export async function confirmOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Place My Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await confirm.getByRole('button', { name: 'Confirm Order' }).click();
}

/** 'Place My Order' and 'Confirm Order' in 'Confirm Your Order': the Snap popup opens. */
export async function placeOrder(page: Page): Promise<FrameLocator> {
  await confirmOrder(page);
  const popup = page.frameLocator('iframe[title="Midtrans payment"]');
  await popup.getByRole('button', { name: 'Pay now' }).waitFor({ timeout: 20_000 });
  return popup;
}

/** From the cart drawer to /checkout with every line selected. */
export async function checkoutFromDrawer(page: Page): Promise<void> {
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  // the route's chunk may still be loading, with the page before it on screen
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
}

/**
 * A customer of this address with the bracelet in the cart (put there through the API), on
 * /checkout with it selected; answers the page and the customer's access token.
 */
export async function braceletAtCheckout(
  world: StorefrontWorld,
  email: string,
): Promise<{ page: Page; access: string }> {
  const { shop, browser, catalogue } = world;
  const { access } = await logIn(shop, email);
  await addToCartThroughApi(shop, access, { product: catalogue.bracelet });
  const page = await storefrontPage(browser, shop, { path: '/', loggedInAs: email });
  await checkoutFromDrawer(page);
  await page.getByRole('complementary', { name: 'Your Orders' }).getByText(NAMES.bracelet, { exact: true }).waitFor();
  return { page, access };
}

/**
 * Holds the page's `method` requests to this API path until the answered release is called, so a
 * test sees what the page shows while it waits (a loading line, a spinner) without racing a fast
 * answer. Released, each held request goes on to the shop.
 */
export async function holdRequests(page: Page, method: string, pathname: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      await held;
      await route.continue();
    },
  );
  return release;
}
