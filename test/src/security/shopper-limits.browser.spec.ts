import { CheckoutMessages } from '@kilau/domain';

import { areaOf, contactFor } from '../shipping/shipping-helpers.js';
import { screenshot, useStorefrontWorld } from '../storefront/storefront-harness.js';
import { braceletAtCheckout, checkShippingFee, confirmOrder, fillCheckout } from '../storefront/storefront-steps.js';
import { cartLines, shopperAt } from './security-helpers.js';

/**
 * The shopper who reached a limit reads why at the checkout: at the cap of orders waiting for
 * payment, 'Place My Order' places nothing; past the budget of fee checks, 'Check Shipping Fee'
 * says how long to wait.
 */
describe('storefront: a shopper at the limits', () => {
  const world = useStorefrontWorld();

  it('says how long to wait once the shipping fee was checked too often', async () => {
    const { shop } = world;
    const { page, access } = await braceletAtCheckout(world, 'penanya@example.com');
    // twenty checks of other weights through the API: the account's budget (TARIFF_CALLS_PER_USER)
    const asker = shopperAt(shop, access);
    const area = await areaOf(shop, 'KOTA DENPASAR');
    for (let weight = 2; weight <= 21; weight++) {
      const asked = await asker.call('POST', '/api/jnt/tariff/', { weight: String(weight), destAreaCode: area.code });
      expect(asked.status).toBe(200);
    }
    await shop.sql.query('DELETE FROM shipping_quotes'); // nothing kept that could answer without J&T

    await fillCheckout(page);
    await page.getByRole('button', { name: 'Check Shipping Fee' }).click();
    const problem = page
      .getByRole('main')
      .getByText(
        /^Failed to calculate shipping fee: Too many shipping fee checks from this account\. Try again in \d+ (seconds?|minutes?|hours?|days?)\.$/,
      );
    await problem.waitFor();
    await screenshot(page, 'checkout-too-many-fee-checks');
    expect(await page.getByRole('button', { name: 'Place My Order' }).isDisabled()).toBe(true);
    await page.close();
  });

  it('says so at the checkout, and places nothing', async () => {
    const { shop } = world;
    const email = 'penimbun@example.com';
    const { page, access } = await braceletAtCheckout(world, email);
    // ten orders placed and left unpaid, through the API
    const buyer = shopperAt(shop, access);
    const area = await areaOf(shop, 'KOTA DENPASAR');
    const fee = (await buyer.call('POST', '/api/jnt/tariff/', { weight: '1', destAreaCode: area.code })).body.cost;
    for (const line of await cartLines(shop, buyer, 10)) {
      const body = { cart_item_ids: [line], shipping_cost: fee, ...contactFor(area) };
      expect((await buyer.call('POST', '/api/selective_checkout/', body)).status).toBe(201);
    }

    await fillCheckout(page);
    await checkShippingFee(page);
    await confirmOrder(page);
    const alert = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: CheckoutMessages.tooManyUnpaidOrders(10) });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      `${CheckoutMessages.createOrderFailed}: ${CheckoutMessages.tooManyUnpaidOrders(10)}`,
    );
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await screenshot(page, 'checkout-too-many-unpaid-orders');
    const { rows } = await shop.sql.query(
      `SELECT count(*)::int AS n FROM events e JOIN users u ON (e.data->>'userId')::int = u.id
        WHERE e.event_type = 'OrderPlaced' AND u.email = $1`,
      [email],
    );
    expect(rows[0].n).toBe(10);
    await page.close();
  });
});
