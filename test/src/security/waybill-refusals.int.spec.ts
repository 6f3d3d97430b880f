import { CheckoutMessages } from '@kilau/domain';

import { waitUntil } from '../harness/wait.js';
import { areaOf, jnt, pay, quotedOrder } from '../shipping/shipping-helpers.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { eventCount, jntCalls } from './security-helpers.js';

/**
 * Asking for a waybill J&T refuses cannot grow the order's stream: the refusal is recorded once,
 * however often the storefront's `/api/jnt/order/` is called, and a customer asking again is
 * answered from it without asking J&T.
 */
describe('security: a refused waybill asked for in a loop', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({ trackingRefreshMs: 3_600_000 }, { providers: true });
  });
  afterAll(() => shop?.close());

  const askTwentyTimes = async (access: string, orderId: number) => {
    const answers = [];
    for (let n = 0; n < 20; n++) {
      answers.push(await shop.call('POST', '/api/jnt/order/', { body: { orderid: String(orderId) }, token: access }));
    }
    return answers;
  };
  const refusedOnce = (orderId: number) =>
    waitUntil(async () => (await eventCount(shop, orderId, 'WaybillRefused')) === 1, {
      what: "the worker's refusal recorded",
    });

  it('records J&T refusing the district once', async () => {
    const area = await areaOf(shop, 'KOTA MEDAN');
    await jnt(shop).rejectArea(area.code);
    const { customer, orderId } = await quotedOrder(shop, area);
    await pay(shop, customer.access, orderId);
    await refusedOnce(orderId);
    const creates = (await jntCalls(shop, 'create')).length;

    const answers = await askTwentyTimes(customer.access, orderId);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 422, body: { message: CheckoutMessages.courierAddressUnknown } });
    }
    expect(await eventCount(shop, orderId, 'WaybillRefused')).toBe(1);
    expect(await jntCalls(shop, 'create')).toHaveLength(creates);
  });

  it('records an order whose area code has no courier codes any more once', async () => {
    const area = await areaOf(shop, 'KOTA PADANG');
    const { customer, orderId } = await quotedOrder(shop, area);
    // J&T's own list imported since: the made-up record of the district is gone
    await shop.sql.query('DELETE FROM jnt_areas WHERE kode_jnt_receiver_area = $1', [area.code]);
    await pay(shop, customer.access, orderId);
    await refusedOnce(orderId);

    const answers = await askTwentyTimes(customer.access, orderId);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 422, body: { message: CheckoutMessages.destinationCodesMissing } });
    }
    expect(await eventCount(shop, orderId, 'WaybillRefused')).toBe(1);
  });
});
