import { waitUntil } from '../harness/wait.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { call, control, eventTypes, payment, placedOrder, waitForPayment } from './payment-helpers.js';

const CARD_FIELDS_REFUSED = 'Card details are never sent to the shop: send the token_id from Midtrans';
const ACCEPT = '4811111111111114';
const DENY = '4911111111111113';

/**
 * Paying by card as Midtrans's Core API takes it: the browser tokenises the card at Midtrans (here
 * the test does, as the card script would), the shop charges the token with 3-D Secure, the payer
 * types the OTP on the bank's page, and the notifications pay the order.
 */
describe('card charges through Midtrans', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({}, { providers: true });
  });
  afterAll(() => shop.close());

  /** What Midtrans's card script asks for in the payer's browser: GET /v2/token with the client key. */
  async function cardToken(number: string): Promise<string> {
    const query = new URLSearchParams({
      client_key: shop.config.midtrans.clientKey,
      card_number: number,
      card_exp_month: '12',
      card_exp_year: String(new Date().getUTCFullYear() + 2),
      card_cvv: '123',
    });
    const answer = (await (await fetch(`${shop.config.midtrans.apiUrl}/v2/token?${query}`)).json()) as {
      token_id?: string;
    };
    if (!answer.token_id) throw new Error(`no card token: ${JSON.stringify(answer)}`);
    return answer.token_id;
  }

  const charge = (access: string, orderId: number, body: Record<string, unknown>) =>
    call(shop, access, 'POST', `/api/payments/${orderId}/charge/`, body);

  /** The transaction statuses the shop confirmed with Midtrans for an order's attempts, in order. */
  const confirmed = async (orderId: number): Promise<string[]> => {
    const { rows } = await shop.sql.query(
      `SELECT data->>'transactionStatus' AS status FROM events
        WHERE stream_id = $1 AND event_type = 'PaymentStatusConfirmed' ORDER BY stream_version`,
      [`payment-${orderId}`],
    );
    return rows.map((row: { status: string }) => row.status);
  };

  const typeOtp = async (redirectUrl: string) =>
    (await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ otp: '112233' }),
    }).then((response) => response.json())) as { result?: { transaction_status: string } };

  it('refuses a body carrying card fields, and one without a token, before anything is reserved', async () => {
    const { customer, orderId } = await placedOrder(shop);
    const token = await cardToken(ACCEPT);
    for (const field of ['card_number', 'card_cvv', 'card_exp_month']) {
      const refused = await charge(customer.access, orderId, { method: 'credit_card', token_id: token, [field]: '1' });
      // the shopper reads the seed's message; the field says why
      expect(refused).toMatchObject({
        status: 400,
        body: { message: 'Failed to process payment', fields: { [field]: [CARD_FIELDS_REFUSED] } },
      });
    }
    const tokenless = await charge(customer.access, orderId, { method: 'credit_card' });
    expect(tokenless).toMatchObject({ status: 400, body: { fields: { token_id: ['token_id is required'] } } });
    expect(await eventTypes(shop, `payment-${orderId}`)).toEqual([]);
  });

  it('charges a token with 3-D Secure; the OTP captures it and the order is paid once', async () => {
    const { customer, orderId, total } = await placedOrder(shop);
    const charged = await charge(customer.access, orderId, {
      method: 'credit_card',
      token_id: await cardToken(ACCEPT),
    });
    expect(charged).toMatchObject({
      status: 200,
      body: {
        method: 'credit_card',
        attempt_id: `${orderId}-1`,
        amount: total,
        redirect_url: `${shop.config.midtrans.apiUrl}/v2/token/rba/redirect/${(await control(shop).transaction(`${orderId}-1`)).transactionId}`,
        va_number: null,
      },
    });
    // the charge Midtrans got: the token and 3-D Secure, for the order's own total
    const sent = (await control(shop).requests()).find(
      (request) =>
        request.path.endsWith('/v2/charge') &&
        (request.body as { transaction_details?: { order_id?: string } }).transaction_details?.order_id ===
          `${orderId}-1`,
    );
    expect(sent?.body).toMatchObject({
      payment_type: 'credit_card',
      credit_card: { token_id: expect.stringMatching(/^481111-1114-/), authentication: true },
      transaction_details: { order_id: `${orderId}-1`, gross_amount: total },
    });
    expect(JSON.stringify(sent?.body)).not.toContain(ACCEPT);
    expect((await payment(shop, customer.access, orderId)).status).toBe('unpaid');

    expect((await typeOtp(charged.body.redirect_url)).result?.transaction_status).toBe('capture');
    await waitForPayment(shop, customer.access, orderId, 'paid');
    // capture, then settlement: both notified, the order paid by the first and only once
    await waitUntil(async () => (await control(shop).transaction(`${orderId}-1`)).status === 'settlement', {
      what: 'the card settled',
      timeoutMs: 10_000,
    });
    await waitUntil(async () => (await confirmed(orderId)).includes('settlement'), {
      what: 'the settlement confirmed',
      timeoutMs: 15_000,
    });
    expect(await confirmed(orderId)).toEqual(expect.arrayContaining(['capture', 'settlement']));
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
  });

  it('a card its bank refuses leaves the order waiting, and a new token makes a new attempt', async () => {
    const { customer, orderId } = await placedOrder(shop);
    const first = await charge(customer.access, orderId, { method: 'credit_card', token_id: await cardToken(DENY) });
    expect((await typeOtp(first.body.redirect_url)).result?.transaction_status).toBe('deny');
    await waitUntil(async () => (await eventTypes(shop, `order-${orderId}`)).includes('PaymentFailed'), {
      what: 'the denial',
    });
    expect((await payment(shop, customer.access, orderId)).status).toBe('unpaid');
    const next = await charge(customer.access, orderId, { method: 'credit_card', token_id: await cardToken(ACCEPT) });
    expect(next.body.attempt_id).toBe(`${orderId}-2`);
    await typeOtp(next.body.redirect_url);
    await waitForPayment(shop, customer.access, orderId, 'paid');
  });
});
