import type { Locator, Page } from 'playwright-core';

import { routeTitle } from '@kilau/domain';

import { waitUntil } from '../harness/wait.js';
import { jnt, orderWhen, sweepUntil } from '../shipping/shipping-helpers.js';
import { logIn, logInStaff } from '../shop-app.js';
import { NAMES } from './storefront-catalogue.js';
import { screenshot, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import {
  cartLine,
  checkShippingFee,
  chooseCharmCount,
  fillCheckout,
  openCart,
  pickCharm,
  placeOrder,
  SHOPPER,
  toast,
} from './storefront-steps.js';

const LAPTOP = 1280;

/** The charms a piece's "Charms:" list names, as the shopper reads them ("1. Charm Bintang"). */
const namedCharms = (where: Locator, piece: string) =>
  where
    .getByRole('list', { name: `Charms on ${piece}` })
    .getByRole('listitem')
    .allInnerTexts();

/** The tab's title once it reads `title` (the page sets it after its item loads). */
const titleBecomes = (page: Page, title: string) =>
  waitUntil(async () => (await page.title()) === title, { what: `the title "${title}"`, timeoutMs: 15_000 });

/**
 * What a shopper reads after the builder: the chain's charms named in slot order in the cart
 * drawer, the checkout summary and the tracking page (the chain once, with its charms), each page
 * titled for itself, and the courier's events in words instead of J&T's codes.
 */
describe('storefront: the built chain named after the builder, courier events in words', () => {
  const world = useStorefrontWorld();
  const email = 'rani.kata@example.com';
  // picked out of the catalogue's order, so slot order is what the lists must follow
  const picked = [NAMES.charms[2]!, NAMES.charms[0]!, NAMES.charms[3]!];
  const inSlots = picked.map((name, slot) => `${slot + 1}. ${name}`);

  it('walks a custom chain from the builder to the cart, checkout and tracking, and reads J&T in words', async () => {
    const { shop, browser, catalogue } = world;
    const page = await storefrontPage(browser, shop, {
      width: LAPTOP,
      path: `/products/${catalogue.necklace}#customize`,
      loggedInAs: email,
    });
    await page.getByRole('heading', { level: 1, name: NAMES.necklace }).waitFor();
    await titleBecomes(page, `${NAMES.necklace} | Kilau`);

    // build the chain with three charms, in an order of the shopper's own
    const builder = page.getByRole('region', { name: 'Customize' }).getByRole('region', { name: 'Charm builder' });
    await chooseCharmCount(builder, 3);
    const picker = builder.getByRole('region', { name: 'Choose your charms' });
    for (const name of picked) await pickCharm(picker, name);
    await builder.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Make It Extra Special' })
      .getByRole('button', { name: 'Skip Message' })
      .click();
    await toast(page, 'Customized product added to cart!').waitFor();

    // the drawer names them, in their slots
    const drawer = await openCart(page);
    const line = cartLine(drawer, NAMES.necklace);
    await line.getByText('Charms:').waitFor();
    expect(await namedCharms(line, NAMES.necklace)).toEqual(inSlots);
    await screenshot(page, `charms-named-cart-drawer-${LAPTOP}`);

    // so does the checkout's summary, on a page titled for itself
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await titleBecomes(page, 'Checkout | Kilau');
    const summary = page.getByRole('complementary', { name: 'Your Orders' });
    await summary.getByText(NAMES.necklace, { exact: true }).waitFor();
    expect(await namedCharms(summary, NAMES.necklace)).toEqual(inSlots);
    await screenshot(page, `charms-named-checkout-${LAPTOP}`);

    await fillCheckout(page);
    await checkShippingFee(page);
    const popup = await placeOrder(page);
    await popup.getByRole('button', { name: 'Pay now' }).click();

    // the tracking page lists the chain once, with its charms, and no charm as a line of its own
    // (the page opens by the waybill once J&T has given one, else by the order's number)
    await page.waitForURL(/\/track-order\/[^/]+$/, { timeout: 20_000 });
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await titleBecomes(page, `Track Order ${reference} | Kilau`);
    const main = page.getByRole('main');
    await main.getByText('Payment Successful').waitFor();
    const items = main.locator('.track-items > li');
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    expect(await items.first().innerText()).toContain(`${NAMES.necklace} x1`);
    expect(await namedCharms(main, NAMES.necklace)).toEqual(inSlots);

    // the parcel travels at J&T: picked up, on its way to the Denpasar hub, at the hub
    const { access } = await logIn(shop, email);
    const orderId = (await shop.call('GET', '/api/orders/', { token: access })).body[0].id as number;
    const { waybill } = await orderWhen(shop, access, orderId, (order) => Boolean(order.waybill), 'the waybill');
    const staff = (await logInStaff(shop, 'gudang.kata@example.com')).access;
    const labels = await shop.call('POST', '/api/orders/create_labels/', {
      body: { order_ids: [orderId] },
      token: staff,
      headers: { Accept: 'application/json' },
    });
    expect(labels.status).toBe(200);
    await jnt(shop).advance(waybill as string, 103);
    await sweepUntil(shop, access, orderId, 'shipped');

    // the shopper hears of the pickup by mail, in the courier's words, with the chain and its charms,
    // in the language of the page the order was placed from (this browser's English)
    const onItsWay = await shop.mail.waitForMailTo(
      SHOPPER.email,
      20_000,
      (mail) => mail.subject === `Kilau order #${orderId} is on its way`,
    );
    expect(onItsWay.text).toMatch(/waybill JO\d+\. Picked up by the J&T courier in [A-Z][a-z]+ \(/);
    expect(onItsWay.text).not.toMatch(/nomor resi/);
    expect(onItsWay.text).toContain(`1 x ${NAMES.necklace} + ${picked.join(', ')}`);
    expect(onItsWay.text).not.toMatch(/Paket |GATEWAY/);

    await page.reload();
    await main.getByRole('heading', { name: 'Tracking History' }).waitFor();
    // the hub J&T names by its code (the simulator's "DEN_GATEWAY" for Denpasar) reads as a place
    const atHub = /^At the ([A-Z][a-z]+(?: [A-Z][a-z]+)*) sorting centre$/;
    const timeline = main.locator('.track-timeline li span');
    await timeline.filter({ hasText: atHub }).waitFor();
    const events = await timeline.allInnerTexts();
    const hub = atHub.exec(events[0]!)?.[1];
    expect(events.slice(0, 3)).toEqual([
      `At the ${hub} sorting centre`,
      `On the way to the ${hub} sorting centre`,
      expect.stringMatching(/^Picked up by the J&T courier in [A-Z][a-z]+$/),
    ]);
    // the worker's waybill and the staff's label may fall in the same second (J&T's times have no
    // finer grain), so their order between themselves is not the page's to promise
    expect(events.slice(3, 5).sort()).toEqual([
      'Label created, waiting for the courier',
      'Shipment registered with J&T, waiting for pickup',
    ]);
    for (const event of events) expect(event).not.toMatch(/_|GATEWAY|Paket /);
    expect(await main.locator('dt:text-is("Latest status") + dd').innerText()).toBe(`At the ${hub} sorting centre`);
    await screenshot(page, `tracking-courier-in-words-${LAPTOP}`, { fullPage: true });
    await page.close();
  }, 180_000);

  it('titles every page for itself as the shopper moves through the app', async () => {
    const { shop, browser, catalogue } = world;
    const page = await storefrontPage(browser, shop, { width: LAPTOP, path: '/', loggedInAs: email });
    await titleBecomes(page, 'Kilau · Titanium Jewellery');
    const giftSet = (await shop.call('GET', `/api/gift-sets/${catalogue.giftSets[0]}/`)).body.name as string;
    const charm = (await shop.call('GET', `/api/charms/${catalogue.charms[1]}/`)).body.name as string;
    const pages: Array<[string, string]> = [
      ...[
        ...['/charmbar', '/charms', '/necklaces', '/bracelets', '/earrings', '/rings', '/anklets', '/giftsets'],
        ...['/for-her', '/for-him', '/for-us', '/monthly-specials', '/new-arrival', '/jewel-set', '/my-orders'],
        ...['/faq', '/refund', '/track-order/JO123', '/no-such-page'],
      ].map((path): [string, string] => [path, routeTitle(path)]),
      ['/search?q=kalung', 'Search | Kilau'],
      [`/products/${catalogue.necklace}`, `${NAMES.necklace} | Kilau`],
      [`/products-charm/${catalogue.charms[1]}`, `${charm} | Kilau`],
      [`/products-sets/${catalogue.giftSets[0]}`, `${giftSet} | Kilau`],
      ['/', 'Kilau · Titanium Jewellery'],
    ];
    for (const [path, title] of pages) {
      // moved to within the app, as its links do: no new index.html from the server
      // (a script string: the page's own globals are not in this project's types)
      await page.evaluate(
        `history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
      );
      await titleBecomes(page, title);
    }
    expect(new Set(pages.map(([, title]) => title)).size).toBe(pages.length);
    await page.close();
  }, 120_000);
});
