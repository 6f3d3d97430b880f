import type { Locator, Page } from 'playwright-core';

import { CartMessages, formatRupiah, ListingMessages, NewsletterMessages } from '@kilau/domain';

import { waitUntil } from '../harness/wait.js';
import { logIn } from '../shop-app.js';
import { addProductRange, NAMES } from './storefront-catalogue.js';
import { expectNoSeriousA11yViolations, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import { addToCartThroughApi, cartLine, cartTotal, openCart, searchFromHeader, toast } from './storefront-steps.js';

/**
 * The screens a shopper uses between browsing and checkout, each checked by what it shows: a long
 * listing's pages and views, the header's search, choosing and removing lines in the cart drawer,
 * and the footer's newsletter signup.
 */
describe('storefront: listing pages, search, the cart drawer and the newsletter', () => {
  /** 17 earrings: 12 + 5 in the grid, 8 + 8 + 1 in rows. */
  const EARRINGS = 17;
  const EARRING = 'Anting Uji';
  const world = useStorefrontWorld((world) =>
    addProductRange(world.shop, { category: 'earring', prefix: EARRING, count: EARRINGS }),
  );

  /** The listing's pager ('Previous', 'Page x of y', 'Next') and the cards on the current page. */
  const pager = (main: Locator) => main.getByRole('navigation', { name: 'Pages' });
  const earringCards = (main: Locator) => main.getByRole('link', { name: new RegExp(EARRING) });
  /** Waits until the pager says 'Page {page} of {pages}' with this many cards shown. */
  async function expectPage(main: Locator, page: number, pages: number, cards: number): Promise<void> {
    const wanted = `${ListingMessages.pageOf(page, pages)}, ${cards} cards`;
    await waitUntil(
      async () => {
        const said = await pager(main)
          .getByText(/^Page \d+ of \d+$/)
          .innerText();
        return `${said}, ${await earringCards(main).count()} cards` === wanted;
      },
      { what: wanted },
    );
  }

  it('pages a long category in the grid and in rows, and Reset in Filters returns to page 1', async () => {
    const { shop, browser } = world;
    const page = await storefrontPage(browser, shop, { path: '/earrings' });
    const main = page.getByRole('main');
    await main.getByText(ListingMessages.productCount(EARRINGS), { exact: true }).waitFor();
    await expectPage(main, 1, 2, 12);
    const previous = pager(main).getByRole('button', { name: ListingMessages.previous });
    const next = pager(main).getByRole('button', { name: ListingMessages.next });
    expect(await previous.isDisabled()).toBe(true);

    await next.click();
    await expectPage(main, 2, 2, EARRINGS - 12);
    expect(await next.isDisabled()).toBe(true);
    await previous.click();
    await expectPage(main, 1, 2, 12);

    // rows: 8 a page, so three pages, starting again on the first
    await next.click();
    await expectPage(main, 2, 2, EARRINGS - 12);
    const rows = main.getByRole('button', { name: ListingMessages.rowsView });
    await rows.click();
    expect(await rows.getAttribute('aria-pressed')).toBe('true');
    await expectPage(main, 1, 3, 8);
    await next.click();
    await expectPage(main, 2, 3, 8);
    await next.click();
    await expectPage(main, 3, 3, 1);
    await expectNoSeriousA11yViolations(page, '/earrings in rows');

    // Reset in Filters: back on page 1 at once (the dialog still open), still in rows, every earring counted
    await main.getByRole('button', { name: ListingMessages.filters }).click();
    const filters = page.getByRole('dialog', { name: ListingMessages.filters });
    await filters.getByRole('button', { name: ListingMessages.reset }).click();
    await expectPage(main, 1, 3, 8);
    await page.keyboard.press('Escape');
    await filters.waitFor({ state: 'detached' });
    await expectPage(main, 1, 3, 8);
    await main.getByText(ListingMessages.productCount(EARRINGS), { exact: true }).waitFor();
    await page.close();
  });

  it('searches from the header: words with spaces find their cards, blank text stays, no match says so', async () => {
    const { shop, browser } = world;
    const page = await storefrontPage(browser, shop, { path: '/' });
    await page.getByRole('main').first().waitFor();

    // blank text goes nowhere: the box stays open, and no entry is added to the history (below)
    await searchFromHeader(page, '   ');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).isVisible()).toBe(true);

    await searchFromHeader(page, '  huruf charm ');
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).search).toBe('?q=huruf%20charm');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: ListingMessages.searchResults }).waitFor();
    await main.getByText(ListingMessages.resultsFor(2, 'huruf charm'), { exact: true }).waitFor();
    const hits = main.getByRole('listitem');
    expect(await hits.count()).toBe(2);
    for (const name of NAMES.charms.slice(0, 2)) {
      await main.getByRole('link', { name: new RegExp(`^${name}\\b`) }).waitFor();
    }
    await expectNoSeriousA11yViolations(page, 'search results');
    await page.goBack();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');

    await searchFromHeader(page, 'qqzx wvvj');
    await page.waitForURL(/\?q=qqzx%20wvvj$/);
    await main.getByText(ListingMessages.resultsFor(0, 'qqzx wvvj'), { exact: true }).waitFor();
    await main.getByText(ListingMessages.noSearchMatch, { exact: true }).waitFor();
    expect(await main.getByRole('listitem').count()).toBe(0);
    await page.close();
  });

  it('totals the ticked cart lines, asks for one at checkout, and removes a line after confirming', async () => {
    const { shop, browser, catalogue } = world;
    const email = 'dewi.cart@example.com';
    const { access } = await logIn(shop, email);
    await addToCartThroughApi(shop, access, { product: catalogue.bracelet });
    await addToCartThroughApi(shop, access, { product: catalogue.necklace });
    const lines = (await shop.call('GET', '/api/cart/', { token: access })).body.items as Array<{
      product: number;
      line_total: number;
    }>;
    const totalOf = (product: number) => Number(lines.find((line) => line.product === product)!.line_total);
    const bracelet = totalOf(catalogue.bracelet);
    const necklace = totalOf(catalogue.necklace);

    const page = await storefrontPage(browser, shop, { path: '/', loggedInAs: email });
    const drawer = await openCart(page);
    const tick = (name: string) => cartLine(drawer, name).getByRole('checkbox', { name: `Select ${name}` });
    const selectAll = drawer.getByRole('checkbox', { name: 'Select all' });
    const totalIs = (amount: number) =>
      waitUntil(async () => (await cartTotal(drawer)) === formatRupiah(amount), {
        what: `the drawer's total ${formatRupiah(amount)}`,
      });

    // both lines come in ticked and the total is their sum
    await tick(NAMES.necklace).waitFor();
    expect(await tick(NAMES.bracelet).isChecked()).toBe(true);
    expect(await tick(NAMES.necklace).isChecked()).toBe(true);
    expect(await selectAll.isChecked()).toBe(true);
    await totalIs(bracelet + necklace);

    await tick(NAMES.bracelet).uncheck();
    await totalIs(necklace);
    expect(await selectAll.isChecked()).toBe(false);
    await selectAll.check();
    expect(await tick(NAMES.bracelet).isChecked()).toBe(true);
    await totalIs(bracelet + necklace);

    // nothing ticked: Checkout stays in the drawer and says why
    await tick(NAMES.bracelet).uncheck();
    await tick(NAMES.necklace).uncheck();
    await totalIs(0);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await toast(page, CartMessages.selectAtLeastOne).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // minus on a quantity of 1 asks first: Cancel keeps the line, Remove removes it
    const minus = cartLine(drawer, NAMES.bracelet).getByRole('button', {
      name: `Decrease quantity of ${NAMES.bracelet}`,
    });
    await minus.click();
    const confirm = page.getByRole('dialog', { name: CartMessages.removeTitle });
    await confirm.getByText(CartMessages.removeConfirm(NAMES.bracelet)).waitFor();
    await expectNoSeriousA11yViolations(page, 'the removal confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await cartLine(drawer, NAMES.bracelet).waitFor();
    expect((await shop.call('GET', '/api/cart/', { token: access })).body.items).toHaveLength(2);

    await minus.click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await toast(page, CartMessages.itemRemoved).waitFor();
    await cartLine(drawer, NAMES.bracelet).waitFor({ state: 'detached' });
    await cartLine(drawer, NAMES.necklace).waitFor();
    const left = (await shop.call('GET', '/api/cart/', { token: access })).body.items;
    expect(left).toEqual([expect.objectContaining({ product: catalogue.necklace })]);
    await page.close();
  });

  it('signs up for the newsletter: login first, then the address checked, confirmed by mail, saved once', async () => {
    const { shop, browser } = world;
    const signup = (page: Page) => page.getByRole('contentinfo');
    const subscribe = async (page: Page, email: string) => {
      await signup(page).getByRole('textbox', { name: 'Your email address' }).fill(email);
      await signup(page).getByRole('button', { name: 'Subscribe' }).click();
    };

    const stranger = await storefrontPage(browser, shop, { path: '/' });
    await subscribe(stranger, 'tamu@example.com');
    const loginRequired = stranger.getByRole('dialog', { name: CartMessages.loginRequiredTitle });
    await loginRequired.getByText(NewsletterMessages.loginRequired, { exact: true }).waitFor();
    await stranger.close();

    const email = 'wulan.news@example.com';
    const address = 'kabar.wulan@example.com';
    const page = await storefrontPage(browser, shop, { path: '/', loggedInAs: email });
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).waitFor();
    const says = (text: string) => signup(page).getByText(text, { exact: true }).waitFor();

    await subscribe(page, '');
    await says(NewsletterMessages.emailRequired);
    await subscribe(page, 'not-an-email');
    await says(NewsletterMessages.emailInvalid);
    await subscribe(page, address);
    await says(NewsletterMessages.checkInbox);
    // double opt-in: nothing counts until the address's owner follows the mailed link
    const { access } = await logIn(shop, email);
    expect((await shop.call('GET', '/api/newsletters/', { token: access })).body).toEqual([]);
    const mail = await shop.mail.waitForMailTo(address, 15_000, (m) =>
      /^Confirm your Kilau newsletter/.test(m.subject),
    );
    const link = /\/newsletter\/confirm#token=[\w.-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    // in the same tab: a page of its own would start a session of its own in the shared storage
    await page.goto(`${shop.url}${link!}`);
    await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByText(NewsletterMessages.confirmed, { exact: true }).waitFor();
    await page.goto(`${shop.url}/`);
    const subscriptions = await shop.call('GET', '/api/newsletters/', { token: access });
    expect(subscriptions.body).toEqual([expect.objectContaining({ email: address, status: 'confirmed' })]);

    await subscribe(page, address);
    await says(NewsletterMessages.alreadySubscribed);
    expect((await shop.call('GET', '/api/newsletters/', { token: access })).body).toHaveLength(1);
    await page.close();
  });
});
