import type { Page } from 'playwright-core';

import { openBrowser, type TestBrowser } from '../harness/browser.js';
import { waitUntil } from '../harness/wait.js';
import { logIn, type ShopUnderTest, startShop } from '../shop-app.js';
import { type StorefrontCatalogue, storefrontCatalogue } from './storefront-catalogue.js';
import { assertStorefrontBuilt, screenshot, storefrontPage } from './storefront-harness.js';
import { addToCartThroughApi } from './storefront-steps.js';

/**
 * The shop in the shopper's language: a browser set to Indonesian sees the shop in Indonesian
 * (home, a product, the cart, checkout) and its calls name Indonesian for the mails; ID | EN in
 * the footer switches to English, and a reload keeps the choice.
 */
describe('storefront: Indonesian for an Indonesian browser, English by the footer switch', () => {
  const EMAIL = 'bahasa.browser@example.com';
  let shop: ShopUnderTest;
  let browser: TestBrowser;
  let catalogue: StorefrontCatalogue;
  beforeAll(async () => {
    shop = await startShop({}, { providers: true });
    assertStorefrontBuilt(shop);
    catalogue = await storefrontCatalogue(shop);
    browser = await openBrowser({ locale: 'id-ID' });
    const { access } = await logIn(shop, EMAIL);
    await addToCartThroughApi(shop, access, { product: catalogue.necklace });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  const titleBecomes = (page: Page, title: string) =>
    waitUntil(async () => (await page.title()) === title, { what: `the title "${title}"`, timeoutMs: 15_000 });
  const htmlLang = (page: Page) => page.evaluate('document.documentElement.lang') as Promise<string>;

  it('shows home, a product, the cart and checkout in Indonesian, then English after EN, kept on reload', async () => {
    const page = await storefrontPage(browser, shop, { path: '/', loggedInAs: EMAIL });
    const main = page.getByRole('main');

    // home: the headline, sections and footer in Indonesian, the page saying so
    await main.getByRole('heading', { name: 'Perhiasan yang Menceritakan Kisahmu' }).waitFor();
    await main.getByRole('heading', { name: 'Terlaris' }).waitFor();
    await page.getByRole('heading', { name: 'Gabung newsletter kami' }).waitFor();
    expect(await htmlLang(page)).toBe('id');
    expect(await page.title()).toBe('Kilau · Perhiasan Titanium');
    const switcher = page.getByRole('group', { name: 'Bahasa' });
    expect(await switcher.getByRole('button', { name: 'Bahasa Indonesia' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'language-id-home');

    // a product page
    await page.goto(`${shop.url}/products/${catalogue.necklace}`);
    await main.getByRole('link', { name: 'Beranda' }).waitFor();
    await main.getByRole('button', { name: 'Tambah ke Keranjang' }).first().waitFor();
    await screenshot(page, 'language-id-product');

    // the cart drawer; its call to the shop names the page's language (the mails follow it)
    const cartCall = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/cart'));
    await page.getByRole('button', { name: 'Keranjang, 1 barang' }).click();
    const drawer = page.getByRole('dialog', { name: 'Keranjang Kamu' });
    await drawer.getByText('Pilih semua').waitFor();
    expect((await cartCall).headers()['accept-language']).toBe('id');
    await screenshot(page, 'language-id-cart', { fullPage: false });

    // checkout
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await main.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await main.getByRole('heading', { name: 'Alamat pengiriman' }).waitFor();
    await main.getByLabel('Nama depan').waitFor();
    await main.getByRole('button', { name: 'Cek Ongkos Kirim' }).waitFor();
    await main.getByRole('button', { name: 'Buat Pesanan' }).waitFor();
    await screenshot(page, 'language-id-checkout');

    // EN in the footer: the same page in the seed's English, at once
    await switcher.getByRole('button', { name: 'English' }).click();
    await main.getByRole('button', { name: 'Place My Order' }).waitFor();
    await main.getByRole('heading', { name: 'Shipping address' }).waitFor();
    await main.getByLabel('First name').waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByText('Buat Pesanan').count()).toBe(0);

    // a reload keeps the choice, though the browser still prefers Indonesian
    await page.reload();
    await main.getByRole('button', { name: 'Place My Order' }).waitFor();
    await page.getByRole('heading', { name: 'Join our newsletter' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    // the switch itself is named in the page's language
    const englishSwitch = page.getByRole('group', { name: 'Language' });
    expect(await englishSwitch.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'language-en-checkout-after-reload');

    // and back: ID returns to Indonesian
    await englishSwitch.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await main.getByRole('button', { name: 'Buat Pesanan' }).waitFor();

    // the tab's title speaks the page's language too, and follows the switch
    await page.goto(`${shop.url}/refund`);
    await titleBecomes(page, 'Kebijakan Pengembalian Dana | Kilau');
    await page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
    await titleBecomes(page, 'Refund Policy | Kilau');
    await page.close();
  }, 120_000);
});
