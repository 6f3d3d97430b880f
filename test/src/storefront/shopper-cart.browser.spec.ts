import { logIn } from '../shop-app.js';
import { failCall, holdCall } from './api-routes.js';
import { animationStart, computedStyle, styleBecomes } from './page-probes.js';
import { NAMES } from './storefront-catalogue.js';
import { expectNoSeriousA11yViolations, PHONE, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import { addToCartThroughApi, cartDrawer, cartLine, openCart, toast } from './storefront-steps.js';

const LAPTOP = 1280;

/**
 * The login form and the cart drawer as the storefront seed words them (§2, §4, §8): Continue
 * disabled while empty or sending; the drawer sliding in from the right, its loading, empty and
 * failure states (Retry, the list emptied), its lines' struck-through prices, discount labels and
 * charm thumbnails, and the seed's lines when a quantity change or a removal fails.
 */
describe('storefront: the login form and the cart drawer, in the seed words', () => {
  const world = useStorefrontWorld();

  it('keeps Continue disabled on /login while the address is empty and while the code is being sent', async () => {
    const page = await storefrontPage(world.browser, world.shop, { width: PHONE, path: '/login' });
    const form = page.getByRole('main');
    const box = form.getByRole('textbox', { name: 'Email address' });
    const button = form.getByRole('button', { name: /^(Continue|Sending\.\.\.)$/ });
    await box.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await box.fill('   ');
    expect(await button.isDisabled()).toBe(true);
    await box.fill('tunggu@example.com');
    expect(await button.isEnabled()).toBe(true);
    const release = await holdCall(page, '/api/auth/request-otp/', 'POST');
    await button.click();
    await form.getByRole('button', { name: 'Sending...' }).waitFor();
    expect(await button.isDisabled()).toBe(true);
    release();
    await page.waitForURL(/\/verify/);
    await page.close();
  });

  it.each([LAPTOP, PHONE])(
    'at %i px slides the drawer in from the right; loading, then Your cart is empty.',
    async (width) => {
      const page = await storefrontPage(world.browser, world.shop, {
        width,
        path: '/',
        loggedInAs: `kosong-${width}@example.com`,
      });
      const release = await holdCall(page, '/api/cart/');
      await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
      const drawer = cartDrawer(page);
      await drawer.getByRole('status').filter({ hasText: 'Loading your cart...' }).waitFor();
      expect(await computedStyle(drawer, 'animationName')).toBe('cart-slide-in');
      // it starts off the right edge, a whole panel's width away
      expect(await animationStart(page, 'cart-slide-in')).toMatch(/^translateX?\(100%\)$/);
      expect(await computedStyle(drawer, 'position')).toBe('fixed');
      release();
      await drawer.getByText('Your cart is empty.', { exact: true }).waitFor();
      // the panel ends flush with the right edge
      await styleBecomes(drawer, 'transform', 'none');
      const box = (await drawer.boundingBox())!;
      const viewport = (await page.evaluate('document.documentElement.clientWidth')) as number;
      expect(Math.abs(box.x + box.width - viewport)).toBeLessThan(1);
      expect(box.x).toBeGreaterThanOrEqual(width === PHONE ? 0 : width / 2);
      await expectNoSeriousA11yViolations(page, `empty cart drawer at ${width} px`);
      await page.close();
    },
  );

  it('shows a line’s struck-through list price, its discount label and its charm thumbnails', async () => {
    const { shop, catalogue } = world;
    const email = 'coret@example.com';
    const { access } = await logIn(shop, email);
    await addToCartThroughApi(shop, access, { product: catalogue.lowStock });
    await addToCartThroughApi(shop, access, { product: catalogue.necklace, charms: [catalogue.charms[2]!] });
    const page = await storefrontPage(world.browser, shop, { width: LAPTOP, path: '/', loggedInAs: email });
    const drawer = await openCart(page);
    const discounted = cartLine(drawer, NAMES.lowStock);
    await discounted.waitFor();
    expect(await discounted.locator('s').innerText()).toBe('Rp 199.000');
    expect(await computedStyle(discounted.locator('s'), 'textDecorationLine')).toBe('line-through');
    expect(await discounted.locator('.cart-line__discount').innerText()).toBe('10% OFF');
    expect(await discounted.getByRole('list', { name: 'Charms' }).count()).toBe(0);

    const charmed = cartLine(drawer, NAMES.necklace);
    expect(await charmed.locator('.cart-line__discount').innerText()).toMatch(/Charm Discount$/);
    expect(await charmed.locator('s').count()).toBe(1);
    const thumbnails = charmed.getByRole('list', { name: 'Charms' }).getByRole('img');
    expect(await thumbnails.count()).toBe(1);
    expect(await thumbnails.first().getAttribute('alt')).toBe(NAMES.charms[2]);
    await page.close();
  });

  it("says the seed's lines when a quantity change or a removal fails, and Couldn't load cart data. with Retry", async () => {
    const { shop, catalogue } = world;
    const email = 'gagal@example.com';
    const { access } = await logIn(shop, email);
    await addToCartThroughApi(shop, access, { product: catalogue.bracelet });
    const page = await storefrontPage(world.browser, shop, { width: LAPTOP, path: '/', loggedInAs: email });
    const drawer = await openCart(page);
    const line = cartLine(drawer, NAMES.bracelet);
    await line.waitFor();

    await failCall(page, /^\/api\/cart\/\d+\/update_item\/$/, 'PATCH');
    await line.getByRole('button', { name: `Increase quantity of ${NAMES.bracelet}` }).click();
    await toast(page, 'Failed to update quantity').waitFor();
    // reloaded from the cart: still one
    await line.getByLabel('Quantity 1').waitFor();

    await failCall(page, /^\/api\/cart\/\d+\/remove\/$/, 'DELETE');
    await line.getByRole('button', { name: `Decrease quantity of ${NAMES.bracelet}` }).click();
    await page.getByRole('dialog', { name: 'Remove item' }).getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Failed to remove item').waitFor();
    await line.waitFor();

    // the cart cannot be read any more: the list goes, the seed's line, the error's own, Retry
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await failCall(page, '/api/cart/', 'GET');
    await line.getByRole('button', { name: `Increase quantity of ${NAMES.bracelet}` }).click();
    const error = drawer.getByRole('alert');
    await error.getByText("Couldn't load cart data.", { exact: true }).waitFor();
    await error.getByText('Failed to fetch cart', { exact: true }).waitFor();
    expect(await drawer.getByRole('listitem').count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await error.getByRole('button', { name: 'Retry' }).click();
    await line.getByLabel('Quantity 2').waitFor();
    await page.close();
  });
});
