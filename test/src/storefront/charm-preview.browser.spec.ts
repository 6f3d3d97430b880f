import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Locator } from 'playwright-core';

import { logIn } from '../shop-app.js';
import { NAMES } from './storefront-catalogue.js';
import { expectNoSeriousA11yViolations, screenshot, storefrontPage, useStorefrontWorld } from './storefront-harness.js';
import { chooseCharmCount, pickCharm, toast } from './storefront-steps.js';

/** A charm alone on a transparent canvas, framed as the shop's charm pictures are. */
const CUTOUT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
  '<circle cx="400" cy="220" r="26" fill="none" stroke="#c9a227" stroke-width="10"/>' +
  '<circle cx="400" cy="430" r="180" fill="#c9a227"/></svg>';

/**
 * The charm builder's preview looks like the piece (issue: a first day in the shop, item 7): the
 * charms hang from the chain side by side, never over each other, drawn from their cut-out
 * pictures (a charm without one is rounded off to the charm); with no chain chosen the builder
 * shows no price, no Add to Cart to press and no 'Reset to default base', and says why.
 */
describe('storefront: the charm preview', () => {
  const world = useStorefrontWorld(async ({ shop, catalogue }) => {
    await writeFile(join(shop.config.mediaDir, 'test', 'charm-cutout.svg'), CUTOUT);
    // every charm but the last has a cut-out
    await shop.sql.query(`UPDATE charms SET cutout_image = '/media/test/charm-cutout.svg' WHERE id = ANY($1)`, [
      catalogue.charms.slice(0, 3),
    ]);
  });

  it('starts honestly empty: no price, Add to Cart not pressable, no reset, the reason said', async () => {
    const page = await storefrontPage(world.browser, world.shop, { width: 1280, path: '/charmbar' });
    const builder = page.getByRole('region', { name: 'Charm builder' });
    await builder.getByText('Choose a necklace or bracelet to start your design.').waitFor();
    const add = builder.getByRole('button', { name: 'Add to Cart', exact: true });
    expect(await add.isDisabled()).toBe(true);
    expect(await add.getAttribute('aria-describedby')).toBe('builder-no-base');
    expect(await page.locator('#builder-no-base').textContent()).toBe('Please select a base product first.');
    await builder.getByText('Choose a base to see the price').waitFor();
    expect(await builder.getByText('Rp 0', { exact: true }).count()).toBe(0);
    expect(await builder.getByRole('button', { name: 'Reset to default base' }).count()).toBe(0);
    await page.locator('.builder-preview').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'charm-preview-empty-1280', { fullPage: false });

    // once a chain is chosen: its price, the reset, and an Add to Cart that works
    await builder
      .getByRole('list', { name: 'Necklaces' })
      .getByRole('button', { name: new RegExp(NAMES.necklace) })
      .click();
    await builder.getByRole('button', { name: 'Reset to default base' }).waitFor();
    expect(await add.isDisabled()).toBe(false);
    expect(await builder.getByText('Choose a base to see the price').count()).toBe(0);
    await page.close();
  });

  it.each([
    ['necklace', NAMES.necklace, 'Necklaces'],
    ['bracelet', NAMES.bracelet, 'Bracelets'],
  ])('hangs five charms on the %s side by side, from their cut-outs', async (_kind, base, list) => {
    const page = await storefrontPage(world.browser, world.shop, { width: 1280, path: '/charmbar' });
    const builder = page.getByRole('region', { name: 'Charm builder' });
    await builder
      .getByRole('list', { name: list })
      .getByRole('button', { name: new RegExp(base) })
      .click();
    await chooseCharmCount(builder, 5);
    const picker = builder.getByRole('region', { name: 'Choose your charms' });
    for (const name of [NAMES.charms[0], NAMES.charms[1], NAMES.charms[2], NAMES.charms[3], NAMES.charms[0]])
      await pickCharm(picker, name);
    const preview = page.locator('.builder-preview');
    await preview.getByRole('button', { name: `Slot 5: ${NAMES.charms[0]}`, exact: true }).waitFor();

    // each charm's picture is a third of the preview wide (seed §9)
    // (layout widths: the active slot is drawn slightly enlarged)
    const shares = await preview
      .locator('.builder-slot')
      .evaluateAll((slots) =>
        slots.map((slot) => (slot as { offsetWidth: number }).offsetWidth / slot.parentElement!.clientWidth),
      );
    expect(shares).toHaveLength(5);
    for (const share of shares) expect(share).toBeCloseTo(1 / 3, 2);

    // the charms' bodies (the rings a click lands on) never overlap
    const rings = await circles(preview.locator('.builder-slot__ring'));
    expect(rings).toHaveLength(5);
    for (let i = 0; i < rings.length; i += 1)
      for (let j = i + 1; j < rings.length; j += 1) {
        const [a, b] = [rings[i]!, rings[j]!];
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r - 1);
      }
    // left to right, in slot order
    expect(rings.map((ring) => ring.x)).toEqual([...rings.map((ring) => ring.x)].sort((a, b) => a - b));

    // cut-outs where the charm has one, the photo rounded off where it has none
    const pictures = preview.locator('.builder-slot img');
    const drawn = await pictures.evaluateAll((images) =>
      images.map((image) => ({ src: image.getAttribute('src'), className: image.className })),
    );
    expect(drawn.map((picture) => picture.src)).toEqual([
      '/media/test/charm-cutout.svg',
      '/media/test/charm-cutout.svg',
      '/media/test/charm-cutout.svg',
      expect.stringMatching(/^\/media\/test\/charm\.svg$/),
      '/media/test/charm-cutout.svg',
    ]);
    expect(drawn[3]!.className).toContain('builder-slot__photo');

    // a click on a charm makes its slot the one the next pick fills
    await preview.getByRole('button', { name: `Slot 2: ${NAMES.charms[1]}`, exact: true }).click();
    expect(
      await preview
        .getByRole('button', { name: `Slot 2: ${NAMES.charms[1]}`, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await preview.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, `charm-preview-${_kind}-five-1280`, { fullPage: false });
    await expectNoSeriousA11yViolations(page, `charm bar, five charms on the ${_kind}`);
    await page.close();
  });

  it("adds a charm bar piece with the seed's 'Customized item added to cart!' (the product page's says 'product')", async () => {
    const email = 'pilih.dasar@example.com';
    const { access } = await logIn(world.shop, email);
    const page = await storefrontPage(world.browser, world.shop, { width: 1280, path: '/charmbar', loggedInAs: email });
    const builder = page.getByRole('region', { name: 'Charm builder' });
    await builder
      .getByRole('list', { name: 'Bracelets' })
      .getByRole('button', { name: new RegExp(NAMES.bracelet) })
      .click();
    await chooseCharmCount(builder, 1);
    await pickCharm(builder.getByRole('region', { name: 'Choose your charms' }), NAMES.charms[2]);
    await builder.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Make It Extra Special' })
      .getByRole('button', { name: 'Skip Message' })
      .click();
    await toast(page, 'Customized item added to cart!').waitFor();
    const cart = await world.shop.call('GET', '/api/cart/', { token: access });
    expect(cart.body.items).toEqual([
      expect.objectContaining({ product: world.catalogue.bracelet, charms: [world.catalogue.charms[2]], quantity: 1 }),
    ]);
    await page.close();
  });
});

/** The centre and radius of each element's box, in page pixels. */
async function circles(elements: Locator): Promise<{ x: number; y: number; r: number }[]> {
  const boxes: { x: number; y: number; width: number }[] = await elements.evaluateAll((all) =>
    all.map((element) => {
      const { x, y, width } = element.getBoundingClientRect();
      return { x, y, width };
    }),
  );
  return boxes.map((box) => ({ x: box.x + box.width / 2, y: box.y + box.width / 2, r: box.width / 2 }));
}
