import { Tokens } from '@kilau/shop';

import { waitUntil } from '../harness/wait.js';
import { call, control, eventTypes, payment, placedOrder, waitForPayment } from '../payments/payment-helpers.js';
import { customers, type ShopUnderTest, startShop } from '../shop-app.js';
import { reportFault } from './fault-figures.js';

const settled = async (shop: ShopUnderTest, orderId: number) =>
  (await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled').length;

/**
 * Midtrans accepts the call and its answer never arrives (the shop gives up after its timeout):
 * the shop asks the status API what became of the attempt, and the payer can pay all the same,
 * exactly once.
 */
describe("Midtrans's answer lost after it accepted the call", () => {
  let shop: ShopUnderTest;
  let staff: string;

  beforeAll(async () => {
    shop = await startShop({}, { providers: true });
    const [member] = await customers(shop, 1, 'staf');
    await shop.sql.query('UPDATE users SET is_staff = true WHERE id = $1', [member!.id]);
    staff = await shop.api.get(Tokens).access({ id: member!.id, email: member!.email, isStaff: true });
  }, 60_000);
  afterAll(() => shop?.close());
  afterEach(() => control(shop).clearFaults());

  /** An order whose first Snap token Midtrans made but whose answer was lost; the payer's token is the second. */
  async function lostFirstToken() {
    const { customer, orderId, total } = await placedOrder(shop);
    await control(shop).addFault({ route: 'snap.create', kind: 'lost', times: 1 });
    const asked = Date.now();
    const token = await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    return { customer, orderId, total, token, tokenMs: Date.now() - asked, asked };
  }

  it('gives the payer a working token with a new attempt, and the order is paid exactly once', async () => {
    const { customer, orderId, token, tokenMs, asked } = await lostFirstToken();

    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ order_id: orderId, attempt_id: `${orderId}-2` });
    // Midtrans has the lost one too: the same id asked again would have been refused as taken
    const atMidtrans = (await control(shop).transactions()).map((t) => t.orderId);
    expect(atMidtrans).toEqual(expect.arrayContaining([`${orderId}-1`, `${orderId}-2`]));
    expect(await eventTypes(shop, `payment-${orderId}`)).toEqual([
      'PaymentAttemptReserved',
      'PaymentAttemptAbandoned',
      'PaymentAttemptReserved',
      'PaymentAttemptStarted',
    ]);
    // asked again, the payer gets the same live token
    const again = await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    expect(again.body).toMatchObject({ token: token.body.token, attempt_id: `${orderId}-2` });

    await control(shop).pay(`${orderId}-2`);
    await waitForPayment(shop, customer.access, orderId, 'paid');
    const paidMs = Date.now() - asked;
    await waitUntil(async () => (await control(shop).notifications(`${orderId}-2`)).length > 0, {
      what: 'the settlement notified',
    });
    expect(await settled(shop, orderId)).toBe(1);
    await reportFault({
      fault: 'Midtrans Snap answer lost after it made the token',
      lost: 0,
      doubled: 0,
      recoveryMs: tokenMs,
      note: `the payer's first request got a new attempt's token (${tokenMs} ms, the 1 s timeout included); paid once ${paidMs} ms after asking`,
    });
  }, 60_000);

  it('records money that later arrives for the abandoned attempt and flags it for refund, the order paid once', async () => {
    const { customer, orderId, asked } = await lostFirstToken();
    await control(shop).pay(`${orderId}-2`);
    await waitForPayment(shop, customer.access, orderId, 'paid');

    // the lost token is paid after all (someone had the page open): Midtrans notifies as usual
    const late = Date.now();
    await control(shop).pay(`${orderId}-1`);
    await waitUntil(async () => (await eventTypes(shop, `order-${orderId}`)).includes('PaymentReceivedTwice'), {
      timeoutMs: 15_000,
      what: 'the late payment recorded',
    });
    const recordedMs = Date.now() - late;
    const paymentFacts = (await eventTypes(shop, `order-${orderId}`)).filter((type) => type.startsWith('Payment'));
    expect(paymentFacts).toEqual(['PaymentSettled', 'PaymentReceivedTwice']);
    expect(await settled(shop, orderId)).toBe(1);
    const standing = await payment(shop, customer.access, orderId);
    expect(standing).toMatchObject({ status: 'paid', refund_due: true });

    // staff see it on the order's timeline, with what is due back
    const timeline = await shop.call('GET', `/api/admin/orders/${orderId}/timeline/`, { token: staff });
    const entries = timeline.body.entries as Array<{ type: string; summary: string; error?: string }>;
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'PaymentAttemptAbandoned', summary: expect.stringContaining(`${orderId}-1`) }),
        expect.objectContaining({
          type: 'PaymentReceivedTwice',
          error: 'Paid twice: refund due',
          summary: expect.stringContaining(`(${orderId}-1)`),
        }),
      ]),
    );
    await reportFault({
      fault: 'A settlement for an attempt abandoned after a lost answer',
      lost: 0,
      doubled: 0,
      recoveryMs: recordedMs,
      note: `recorded and flagged for refund on the order's timeline; the order paid once (first asked ${late - asked} ms before)`,
    });
  }, 60_000);

  it("when even the status check fails, answers 502 and the payer's retry looks the attempt up and gets a new one", async () => {
    const { customer, orderId } = await placedOrder(shop);
    await control(shop).addFault({ route: 'snap.create', kind: 'lost', times: 1 });
    await control(shop).addFault({ route: 'core.status', kind: 'status', status: 503, times: 1 });
    const ask = () => call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    const first = await ask();
    expect(first.status).toBe(502);
    expect(first.body.error).toBe('payment_provider_failed');
    // the attempt stays reserved, its fate unknown: the retry waits out its call, then asks Midtrans
    const retried = Date.now();
    const retry = await ask();
    expect(retry.status).toBe(200);
    expect(retry.body.attempt_id).toBe(`${orderId}-2`);
    expect(await eventTypes(shop, `payment-${orderId}`)).toEqual([
      'PaymentAttemptReserved',
      'PaymentAttemptAbandoned',
      'PaymentAttemptReserved',
      'PaymentAttemptStarted',
    ]);
    await reportFault({
      fault: 'Midtrans Snap answer lost and its status API failing once',
      lost: 0,
      doubled: 0,
      recoveryMs: Date.now() - retried,
      note: "the first request answered 502; the payer's retry got a new attempt's token",
    });
  }, 60_000);

  it('adopts a bank transfer charge Midtrans made when its answer was lost: the same attempt, its account number', async () => {
    const { customer, orderId } = await placedOrder(shop);
    await control(shop).addFault({ route: 'core.charge', kind: 'lost', times: 1 });
    const asked = Date.now();
    const charge = await call(shop, customer.access, 'POST', `/api/payments/${orderId}/charge/`, {
      method: 'bank_transfer',
      bank: 'bni',
    });
    const chargeMs = Date.now() - asked;
    expect(charge.status).toBe(200);
    const atMidtrans = await control(shop).transaction(`${orderId}-1`);
    expect(charge.body).toMatchObject({ attempt_id: `${orderId}-1`, bank: 'bni', va_number: atMidtrans.vaNumber });
    // (its pending notification may be checked before the answer is recorded: one attempt either way)
    const attemptFacts = (await eventTypes(shop, `payment-${orderId}`)).filter((type) =>
      type.startsWith('PaymentAttempt'),
    );
    expect(attemptFacts).toEqual(['PaymentAttemptReserved', 'PaymentAttemptStarted']);
    await control(shop).pay(`${orderId}-1`);
    await waitForPayment(shop, customer.access, orderId, 'paid');
    expect(await settled(shop, orderId)).toBe(1);
    await reportFault({
      fault: 'Midtrans charge (virtual account) answer lost after it opened the account',
      lost: 0,
      doubled: 0,
      recoveryMs: chargeMs,
      note: 'adopted from the status API: the payer got the account Midtrans had opened',
    });
  }, 60_000);
});
