import type { Locator } from 'playwright-core';

import { expectNoSeriousA11yViolations, screenshot, useStorefrontWorld } from './storefront-harness.js';
import { braceletAtCheckout, SHOPPER } from './storefront-steps.js';

const LAPTOP = 1280;

/**
 * The checkout form as a shopper meets it (issue: a first day in the shop): the district is asked
 * for by its name, 'District (Kecamatan)', without J&T's internal codes; a district whose postal
 * code J&T's list gives fills the postal code in, but never over one the shopper typed; what was
 * typed survives a reload of the page; the newsletter box reads 'Mail me about exclusive offers.'
 */
describe('storefront: the checkout form', () => {
  const world = useStorefrontWorld();

  it('names districts without codes, suggests their postal code, and keeps every field across a reload', async () => {
    const { shop } = world;
    const city = SHOPPER.city;
    // J&T's own list gives the city's first two districts (by name) a postal code each
    const { rows: districts } = await shop.sql.query<{ code: string; kecamatan: string }>(
      `SELECT kode_jnt_receiver_area AS code, kecamatan FROM jnt_areas
       WHERE kabupaten_kota = $1 ORDER BY lower(kecamatan) LIMIT 2`,
      [city],
    );
    expect(districts).toHaveLength(2);
    const [first, second] = districts as [(typeof districts)[0], (typeof districts)[0]];
    await shop.sql.query(
      `UPDATE jnt_areas SET postal_code = CASE kode_jnt_receiver_area WHEN $1 THEN '80111' ELSE '80112' END
       WHERE kode_jnt_receiver_area IN ($1, $2)`,
      [first.code, second.code],
    );

    const { page } = await braceletAtCheckout(world, 'formulir@example.com');
    await page.setViewportSize({ width: LAPTOP, height: 900 });
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill(SHOPPER.firstName);
    await main.getByLabel('Last name').fill(SHOPPER.lastName);
    await main.getByLabel('Address', { exact: true }).fill(SHOPPER.address);
    await main.getByLabel('Phone').fill(SHOPPER.phone);
    await main.getByText('Mail me about exclusive offers.', { exact: true }).click();
    await main.getByRole('combobox', { name: 'City/Kabupaten' }).fill(SHOPPER.cityTyped);
    await page.getByRole('listbox', { name: 'City suggestions' }).getByRole('option', { name: city }).click();

    // the district by name: no J&T code in any option
    const district = main.getByRole('combobox', { name: 'District (Kecamatan)' });
    await district.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const options = await district.locator('option').allTextContents();
    expect(options).toContain(first.kecamatan);
    expect(options.filter((text) => /\([A-Z0-9]{3,10}\)/.test(text))).toEqual([]);

    // a district with a postal code suggests it; the next district's replaces the suggestion
    const postal = main.getByLabel('Postal code');
    await district.selectOption({ label: first.kecamatan });
    await expectValue(postal, '80111');
    await district.selectOption({ label: second.kecamatan });
    await expectValue(postal, '80112');
    // a code the shopper typed stays when the district changes
    await postal.fill(SHOPPER.postalCode);
    await district.selectOption({ label: first.kecamatan });
    await expectValue(postal, SHOPPER.postalCode);
    await screenshot(page, `checkout-form-${LAPTOP}`);
    await expectNoSeriousA11yViolations(page, 'checkout form');

    // a reload keeps everything typed and chosen
    await page.reload();
    await main.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await expectValue(main.getByLabel('First name'), SHOPPER.firstName);
    await expectValue(main.getByLabel('Last name'), SHOPPER.lastName);
    await expectValue(main.getByLabel('Address', { exact: true }), SHOPPER.address);
    await expectValue(main.getByLabel('Phone'), SHOPPER.phone);
    await expectValue(main.getByRole('combobox', { name: 'City/Kabupaten' }), city);
    await expectValue(postal, SHOPPER.postalCode);
    expect(await main.getByRole('checkbox', { name: 'Mail me about exclusive offers.' }).isChecked()).toBe(true);
    await district.locator(`option[value="${first.code}"]`).waitFor({ state: 'attached' });
    await expectValue(district, first.code);
  });
});

/** Waits (the page updates after its own state) until the field holds `value`, and checks it. */
async function expectValue(field: Locator, value: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = await field.inputValue();
  while (seen !== value && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await field.inputValue();
  }
  expect(seen).toBe(value);
}
