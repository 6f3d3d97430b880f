import { waitUntil } from '../harness/wait.js';
import { customers, type ShopUnderTest, startShop } from '../shop-app.js';
import {
  call,
  checkOfNotification,
  control,
  eventTypes,
  jobsSettled,
  payment,
  placedOrder,
  signedNotification,
  waitForPayment,
} from './payment-helpers.js';

/** Paying an order through Midtrans (the simulator over HTTP), from the token to awaiting_shipment. */
describe('payments through Midtrans', () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop({}, { providers: true });
  });
  afterAll(() => shop.close());

  it('pays through a Snap token: the order awaits shipment once, and the customer gets both mails', async () => {
    const { customer, orderId, total } = await placedOrder(shop);
    const token = await call(shop, customer.access, 'POST', '/api/midtrans/token/', {
      order_id: orderId,
      gross_amount: 1,
    });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token: expect.any(String), order_id: orderId, attempt_id: `${orderId}-1` });
    const again = await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: String(orderId) });
    expect(again.body.token).toBe(token.body.token);

    const atMidtrans = await control(shop).transaction(`${orderId}-1`);
    expect(atMidtrans).toMatchObject({
      grossAmount: total,
      notificationUrls: [`${shop.url}/api/midtrans/notification/`],
      // the seed's finish_redirect_url: back to the storefront's /payment-callback
      finishUrl: `${shop.config.publicUrl}/payment-callback`,
    });

    await control(shop).pay(`${orderId}-1`);
    const paid = await waitForPayment(shop, customer.access, orderId, 'paid');
    expect(paid).toMatchObject({ fulfillment_status: 'awaiting_shipment', amount: total, refund_due: false });
    await waitUntil(async () => (await eventTypes(shop, `order-${orderId}`)).includes('PaymentSettled'), {
      what: 'settlement',
    });
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);

    // to the contact address of the checkout form
    const mails = async () =>
      shop.mail.store
        .list()
        .filter((m) => m.to.includes('rina@example.com') && m.subject.includes(`#${orderId} `))
        .map((m) => m.subject);
    await waitUntil(async () => (await mails()).length >= 2, { what: 'the order and receipt mails' });
    expect((await mails()).sort()).toEqual([
      `Kilau order #${orderId} received / Pesanan diterima`,
      `Kilau payment received for order #${orderId} / Pembayaran diterima`,
    ]);
    const order = await waitUntil(
      async () => {
        const answer = await call(shop, customer.access, 'GET', `/api/orders/${orderId}/`);
        return answer.body.fulfillment_status === 'awaiting_shipment' ? answer.body : undefined;
      },
      { what: 'the order read model' },
    );
    expect(order.payment_status).toBe('paid');
    const paidAgain = await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    expect(paidAgain).toMatchObject({
      status: 409,
      body: { error: 'already_paid', message: 'Failed to process payment' },
    });
  });

  it('stays waiting through pending and settles once when the settlement comes', async () => {
    const { customer, orderId, total } = await placedOrder(shop);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    await control(shop).setStatus(`${orderId}-1`, 'pending');
    await waitUntil(async () => (await eventTypes(shop, `payment-${orderId}`)).includes('PaymentStatusConfirmed'), {
      what: 'the pending status recorded',
    });
    expect((await payment(shop, customer.access, orderId)).status).toBe('unpaid');

    // another pending notification (the payer chose another bank) is no news: no call to Midtrans, nothing recorded
    const statusCalls = async () =>
      (await control(shop).requests()).filter((request) => request.path.endsWith(`/v2/${orderId}-1/status`)).length;
    const callsBefore = await statusCalls();
    const eventsBefore = await eventTypes(shop, `payment-${orderId}`);
    const again = await shop.call('POST', '/api/midtrans/notification/', {
      body: signedNotification(shop, { order_id: `${orderId}-1`, gross_amount: `${total}.00`, transaction_id: 'bni' }),
    });
    expect(again.status).toBe(200);
    expect(await checkOfNotification(shop, `${orderId}-1`, 'bni')).toEqual({ outcome: 'no_news' });
    expect(await statusCalls()).toBe(callsBefore);
    expect(await eventTypes(shop, `payment-${orderId}`)).toEqual(eventsBefore);

    await control(shop).pay(`${orderId}-1`);
    await waitForPayment(shop, customer.access, orderId, 'paid');
  });

  it('records a denied attempt, keeps the order waiting, and starts a new attempt on the next try', async () => {
    const { customer, orderId } = await placedOrder(shop);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    await control(shop).setStatus(`${orderId}-1`, 'deny', { payment_type: 'credit_card' });
    await waitUntil(async () => (await eventTypes(shop, `order-${orderId}`)).includes('PaymentFailed'), {
      what: 'the denial',
    });
    expect((await payment(shop, customer.access, orderId)).status).toBe('unpaid');
    const next = await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    expect(next.body.attempt_id).toBe(`${orderId}-2`);
    await control(shop).pay(`${orderId}-2`);
    await waitForPayment(shop, customer.access, orderId, 'paid');
  });

  it('pays by virtual account and by QRIS, showing the real number and QR code, and reaches paid', async () => {
    const va = await placedOrder(shop);
    const charge = await call(shop, va.customer.access, 'POST', `/api/payments/${va.orderId}/charge/`, {
      method: 'bank_transfer',
      bank: 'bni',
    });
    expect(charge).toMatchObject({
      status: 200,
      body: { method: 'bank_transfer', bank: 'bni', va_number: expect.stringMatching(/^\d{8,20}$/) },
    });
    const same = await call(shop, va.customer.access, 'POST', `/api/payments/${va.orderId}/charge/`, {
      method: 'bank_transfer',
      bank: 'bni',
    });
    expect(same.body.va_number).toBe(charge.body.va_number);
    await control(shop).pay(charge.body.attempt_id);
    await waitForPayment(shop, va.customer.access, va.orderId, 'paid');

    const qris = await placedOrder(shop);
    const qr = await call(shop, qris.customer.access, 'POST', `/api/payments/${qris.orderId}/charge/`, {
      method: 'qris',
    });
    expect(qr.body).toMatchObject({ method: 'qris', qr_url: expect.stringMatching(/^http/) });
    const image = await fetch(qr.body.qr_url);
    expect(image.headers.get('content-type')).toBe('image/png');
    await control(shop).pay(qr.body.attempt_id);
    await waitForPayment(shop, qris.customer.access, qris.orderId, 'paid');
  });

  it('refuses a notification with a wrong signature and records nothing', async () => {
    const { orderId } = await placedOrder(shop);
    const forged = {
      order_id: `${orderId}-1`,
      status_code: '200',
      gross_amount: '1.00',
      transaction_status: 'settlement',
      signature_key: 'f'.repeat(128),
    };
    const answer = await shop.call('POST', '/api/midtrans/notification/', { body: forged });
    expect(answer).toMatchObject({ status: 401, body: { error: 'invalid_signature' } });
    const kept = await shop.sql.query(
      'SELECT count(*)::int AS n FROM payment_notifications WHERE provider_order_id = $1',
      [forged.order_id],
    );
    expect(kept.rows[0].n).toBe(0);
    expect((await shop.call('POST', '/api/midtrans/notification/', { raw: '[1,2]' })).status).toBe(400);
  });

  it('settles once when every notification comes five times and in reverse order', async () => {
    const { customer, orderId } = await placedOrder(shop);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    const attempt = `${orderId}-1`;
    await control(shop).notificationMode({ order_id: attempt, duplicate: 5, reorder: true });
    await control(shop).setStatus(attempt, 'pending');
    await control(shop).pay(attempt);
    await control(shop).flushNotifications();
    await waitForPayment(shop, customer.access, orderId, 'paid');
    await waitUntil(async () => (await control(shop).notifications(attempt)).length >= 10, { what: 'ten deliveries' });
    const kept = await shop.sql.query(
      'SELECT sum(times_received)::int AS n FROM payment_notifications WHERE provider_order_id = $1',
      [attempt],
    );
    expect(kept.rows[0].n).toBe(10);
    // one check per distinct notification: the pending one with the routine checks, the settlement with the payments
    const checks = await shop.sql.query(
      `SELECT o.queue, n.transaction_status FROM outbox o
       JOIN payment_notifications n ON o.job_id = 'confirm-payment_' || n.id
       WHERE n.provider_order_id = $1 ORDER BY n.transaction_status`,
      [attempt],
    );
    expect(checks.rows).toEqual([
      { queue: 'payment-checks', transaction_status: 'pending' },
      { queue: 'payments', transaction_status: 'settlement' },
    ]);
    await jobsSettled(shop);
    expect((await eventTypes(shop, `order-${orderId}`)).filter((type) => type === 'PaymentSettled')).toHaveLength(1);
  });

  it('keeps a burst of notifications arriving at once: each counted, the new ones sharing the check that waits', async () => {
    const { orderId, total } = await placedOrder(shop);
    const attempt = `${orderId}-1`;
    const send = (transactionId: string) =>
      shop.call('POST', '/api/midtrans/notification/', {
        body: signedNotification(shop, {
          order_id: attempt,
          gross_amount: `${total}.00`,
          transaction_id: transactionId,
        }),
      });
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => send('same-transaction')),
      ...Array.from({ length: 5 }, (_, i) => send(`other-${i}`)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
    const kept = await shop.sql.query(
      `SELECT n.body->>'transaction_id' AS transaction_id, n.times_received AS times, count(o.id)::int AS checks
       FROM payment_notifications n LEFT JOIN outbox o ON o.job_id = 'confirm-payment_' || n.id
       WHERE n.provider_order_id = $1 GROUP BY n.id ORDER BY 1`,
      [attempt],
    );
    expect(kept.rows.map(({ transaction_id, times }) => ({ transaction_id, times }))).toEqual([
      ...[0, 1, 2, 3, 4].map((i) => ({ transaction_id: `other-${i}`, times: 1 })),
      { transaction_id: 'same-transaction', times: 20 },
    ]);
    // pending news of one attempt joins the check waiting for it; one queued after the worker took
    // that check is the next (the rule exactly, without a worker: notification-inbox.int.spec.ts)
    const checks = kept.rows.map((row) => row.checks as number);
    expect(checks.every((n) => n <= 1)).toBe(true);
    expect(checks.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    expect(checks.reduce((sum, n) => sum + n, 0)).toBeLessThan(checks.length);
  });

  it('refuses notification fields longer than Midtrans sends, keeping nothing', async () => {
    const { orderId, total } = await placedOrder(shop);
    const tooLong = signedNotification(shop, { order_id: `${orderId}-${'1'.repeat(60)}`, gross_amount: `${total}.00` });
    const answer = await shop.call('POST', '/api/midtrans/notification/', { body: tooLong });
    expect(answer).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
    const kept = await shop.sql.query(
      'SELECT count(*)::int AS n FROM payment_notifications WHERE provider_order_id = $1',
      [tooLong.order_id],
    );
    expect(kept.rows[0].n).toBe(0);
  });

  it('asks Midtrans to stop taking money at the order own deadline', async () => {
    const { customer, orderId } = await placedOrder(shop);
    const { payment_deadline } = await payment(shop, customer.access, orderId);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    const snap = (await control(shop).requests()).find(
      (r) =>
        r.path.endsWith('/snap/v1/transactions') && (r.body as any)?.transaction_details?.order_id === `${orderId}-1`,
    );
    const { expiry } = snap!.body as { expiry: { start_time: string; duration: number; unit: string } };
    expect(expiry.unit).toBe('minute');
    // Midtrans's time is "yyyy-MM-dd HH:mm:ss +0700"; whole minutes, rounded up to reach the deadline
    const [date, time] = expiry.start_time.split(' ');
    const ends = new Date(`${date}T${time}+07:00`).getTime() + expiry.duration * 60_000;
    const deadline = new Date(payment_deadline).getTime();
    expect(ends).toBeGreaterThanOrEqual(deadline - 1_000);
    expect(ends).toBeLessThan(deadline + 61_000);
  });

  it('refuses a payment of another amount: flagged for staff, the order still unpaid', async () => {
    const { customer, orderId, total } = await placedOrder(shop);
    await call(shop, customer.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    await control(shop).setStatus(`${orderId}-1`, 'settlement', { gross_amount: total - 1_000 });
    await waitUntil(async () => (await eventTypes(shop, `order-${orderId}`)).includes('PaymentAmountMismatched'), {
      what: 'the mismatch recorded',
    });
    await jobsSettled(shop);
    expect(await eventTypes(shop, `order-${orderId}`)).not.toContain('PaymentSettled');
    expect(await payment(shop, customer.access, orderId)).toMatchObject({
      status: 'unpaid',
      fulfillment_status: 'pending',
    });
    // the customer's order list follows the log (a read model)
    await waitUntil(
      async () =>
        (await call(shop, customer.access, 'GET', `/api/orders/${orderId}/`)).body.payment_status === 'amount_mismatch',
      { what: "the order's payment status" },
    );
  });

  it("answers only the caller's own orders, and bad input clearly", async () => {
    const { orderId } = await placedOrder(shop);
    const [stranger] = await customers(shop, 1, 'orang-lain');
    const foreign = await call(shop, stranger!.access, 'POST', '/api/midtrans/token/', { order_id: orderId });
    expect(foreign).toMatchObject({
      status: 404,
      body: { message: 'Failed to process payment', detail: 'Order not found' },
    });
    expect((await call(shop, stranger!.access, 'GET', `/api/payments/${orderId}/`)).status).toBe(404);
    expect((await call(shop, stranger!.access, 'POST', '/api/midtrans/token/', { order_id: 'x' })).status).toBe(400);
    expect(
      (await call(shop, stranger!.access, 'POST', `/api/payments/${orderId}/charge/`, { method: 'cash' })).status,
    ).toBe(400);
    expect((await shop.call('POST', '/api/midtrans/token/', { body: { order_id: orderId } })).status).toBe(401);
  });
});
