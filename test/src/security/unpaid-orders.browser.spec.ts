import { CheckoutMessages } from '@kilau/domain';

import { areaOf, contactFor } from '../shipping/shipping-helpers.js';
import { screenshot, useStorefrontWorld } from '../storefront/storefront-harness.js';
import { braceletAtCheckout, checkShippingFee, confirmOrder, fillCheckout } from '../storefront/storefront-steps.js';
import { cartLines, shopperAt } from './security-helpers.js';

/** The shopper at the cap of orders waiting for payment reads why 'Place My Order' placed nothing. */
describe('storefront: too many orders waiting for payment', () => {
  const world = useStorefrontWorld();

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
