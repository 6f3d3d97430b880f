import { jobEntry, type JobRecord } from './job-entry.js';
import { notificationEntry } from './notification-entry.js';
import { type RecordedFact, timelineEntry } from './timeline-entry.js';

const AT = '2026-11-22T10:00:00.000Z';
const fact = (type: string, data: Record<string, unknown>, metadata = {}): RecordedFact => ({
  type,
  data,
  metadata,
  streamId: 'order-42',
  streamVersion: 1,
  recordedAt: AT,
});
const paid = {
  orderId: 42,
  attemptId: '42-1',
  transactionId: 'tx-1',
  paymentType: 'bank_transfer',
  amount: 162_000,
  at: AT,
};

describe('timelineEntry', () => {
  it.each([
    [
      'OrderPlaced',
      {
        orderId: 42,
        email: 'sari@example.com',
        lines: [{ quantity: 2 }, { quantity: 1 }],
        totals: { total: 162_000 },
      },
      'order',
      'Order placed by sari@example.com: 3 items, total Rp 162.000',
      null,
    ],
    [
      'OrderCancelled',
      { orderId: 42, reason: 'Canceled by user', refundDue: true },
      'order',
      'Order cancelled: Canceled by user; the payment is due back',
      null,
    ],
    ['PaymentSettled', paid, 'payment', 'Payment settled: Rp 162.000 by bank_transfer (42-1)', null],
    ['PaymentFailed', { ...paid, transactionStatus: 'deny' }, 'payment', 'Payment 42-1 ended unpaid: deny', null],
    ['PaymentExpired', paid, 'payment', 'Payment 42-1 expired unpaid', null],
    [
      'PaymentReceivedForCancelledOrder',
      paid,
      'payment',
      'Payment of Rp 162.000 arrived after the order was cancelled: due back to the customer',
      'Paid after cancellation: refund due',
    ],
    [
      'PaymentReceivedTwice',
      { ...paid, attemptId: '42-2', paidBy: '42-1' },
      'payment',
      'Second payment of Rp 162.000 (42-2); 42-1 had paid already: due back',
      'Paid twice: refund due',
    ],
    [
      'PaymentAmountMismatched',
      { ...paid, amount: 100_000, expected: 162_000 },
      'payment',
      'Payment refused: the amount does not match the order',
      "Midtrans reported Rp 100.000, the order's total is Rp 162.000",
    ],
    [
      'PaymentAttemptReserved',
      { orderId: 42, attemptId: '42-1', method: 'snap', amount: 162_000 },
      'payment',
      'Payment 42-1 reserved: snap, Rp 162.000; asking Midtrans',
      null,
    ],
    [
      'PaymentAttemptAbandoned',
      { orderId: 42, attemptId: '42-1', reason: 'answer_lost', providerStatus: null, error: 'Midtrans unreachable' },
      'payment',
      'Payment 42-1 abandoned: its answer was lost and Midtrans has no such transaction; the next try opens a new one',
      'Midtrans unreachable',
    ],
    [
      'PaymentAttemptAbandoned',
      { orderId: 42, attemptId: '42-2', reason: 'refused', providerStatus: null, error: 'Midtrans: bad request' },
      'payment',
      'Payment 42-2 abandoned: Midtrans refused it; the next try opens a new one',
      'Midtrans: bad request',
    ],
    [
      'PaymentAttemptStarted',
      { orderId: 42, attemptId: '42-1', method: 'snap', amount: 162_000 },
      'payment',
      'Payment 42-1 started: snap, Rp 162.000',
      null,
    ],
    [
      'PaymentStatusConfirmed',
      { orderId: 42, attemptId: '42-1', transactionStatus: 'settlement', paymentType: 'qris' },
      'payment',
      'Midtrans confirmed 42-1 as settlement (qris)',
      null,
    ],
    [
      'PaymentConfirmationFailed',
      { orderId: 42, attemptId: '42-1', attempts: 4, error: 'Midtrans answered 503' },
      'payment',
      'Checking 42-1 with Midtrans failed after 4 tries',
      'Midtrans answered 503',
    ],
    [
      'PaymentAttemptClosed',
      { orderId: 42, attemptId: '42-1', result: 'not_found' },
      'payment',
      'Payment 42-1 closed at Midtrans (not_found)',
      null,
    ],
    [
      'PaymentClosingFailed',
      { orderId: 42, attemptId: '42-1', attempts: 1, error: 'timeout' },
      'payment',
      'Closing 42-1 at Midtrans failed after 1 try',
      'timeout',
    ],
    [
      'WaybillAssigned',
      { orderId: 42, awb: 'JO0001', receiverArea: 'BDG10001', reused: false, orderCancelled: false },
      'courier',
      'J&T gave waybill JO0001 (BDG10001)',
      null,
    ],
    [
      'WaybillAssigned',
      { orderId: 42, awb: 'JO0001', receiverArea: 'BDG10001', reused: true, orderCancelled: true },
      'courier',
      'J&T gave waybill JO0001 (BDG10001): J&T named the waybill it had given; the order was cancelled meanwhile',
      null,
    ],
    [
      'WaybillRefused',
      { orderId: 42, reason: 'Kecamatan Penerima Error', message: 'Alamat pengiriman tidak dikenali oleh JNT.' },
      'courier',
      'J&T refused the waybill',
      'Kecamatan Penerima Error: Alamat pengiriman tidak dikenali oleh JNT.',
    ],
    [
      'ShipmentCreationFailed',
      { orderId: 42, attempts: 4, error: 'J&T answered 503' },
      'courier',
      'The waybill could not be made after 4 tries',
      'J&T answered 503',
    ],
    ['WaybillRequested', { orderId: 42, retry: 1 }, 'courier', 'The waybill was asked for again (try 2)', null],
    [
      'ShipmentLabelCreated',
      { orderId: 42, awb: 'JO0001' },
      'courier',
      'Label created for waybill JO0001: moved to collection',
      null,
    ],
    [
      'ShipmentProgressed',
      { orderId: 42, awb: 'JO0001', status: 'on_shipping', courierStatus: 'Paket dalam perjalanan' },
      'courier',
      'Courier: Paket dalam perjalanan (on_shipping)',
      null,
    ],
    [
      'ShipmentProgressed',
      {
        orderId: 42,
        awb: 'JO0001',
        status: 'shipped',
        courierStatus: 'Paket telah sampai di BANDUNG_GATEWAY',
        entries: [
          {
            date_time: '2026-11-22T10:00:00+07:00',
            status: 'Paket akan dikirimkan ke BANDUNG_GATEWAY',
            status_code: 102,
          },
          { date_time: '2026-11-22T18:00:00+07:00', status: 'Paket telah sampai di BANDUNG_GATEWAY', status_code: 103 },
        ],
      },
      'courier',
      'Courier: On the way to the Bandung sorting centre; At the Bandung sorting centre (shipped)',
      null,
    ],
    [
      'CourierOrderCancelled',
      { orderId: 42, awb: 'JO0001', reason: 'Canceled by user' },
      'courier',
      'J&T cancelled waybill JO0001: Canceled by user',
      null,
    ],
    [
      'CourierCancellationRefused',
      { orderId: 42, awb: 'JO0001', reason: 'S28' },
      'courier',
      'J&T would not cancel waybill JO0001',
      'S28',
    ],
    ['ReceiptPrinted', { orderId: 42, awb: 'JO0001' }, 'courier', 'Receipt printed for waybill JO0001', null],
    [
      'LatePaymentRefunded',
      { ...paid, refundedBy: { id: 7, email: 'staf@example.com' }, note: 'BCA transfer 7781' },
      'refund',
      'Refunded Rp 162.000 of 42-1, by staf@example.com: BCA transfer 7781',
      null,
    ],
    ['SomethingNewer', { orderId: 42 }, 'order', 'SomethingNewer', null],
  ])('%s → %s', (type, data, kind, summary, error) => {
    expect(timelineEntry(fact(type, data))).toEqual({
      at: AT,
      kind,
      type,
      summary,
      error,
      actor: null,
      source: 'order-42',
      payload: data,
    });
  });

  it.each([
    [{ actor: { kind: 'staff', id: 7, email: 'staf@example.com' } }, 'staff staf@example.com'],
    [{ actor: { kind: 'system' } }, 'system'],
    [{ correlationId: 'job:create-waybill_42' }, null],
  ])('names who caused it: %j → %s', (metadata, actor) => {
    expect(timelineEntry(fact('ReceiptPrinted', { awb: 'JO1' }, metadata)).actor).toBe(actor);
  });
});

describe('notificationEntry', () => {
  const row = {
    id: 'n-1',
    provider_order_id: '42-1',
    transaction_status: 'settlement',
    status_code: '200',
    gross_amount: '162000.00',
    body: { order_id: '42-1' },
    received_at: AT,
    times_received: 1,
  };

  it.each([
    [row, 'Midtrans notified settlement for 42-1: Rp 162.000 (status code 200)'],
    [
      { ...row, times_received: 3 },
      'Midtrans notified settlement for 42-1: Rp 162.000 (status code 200), received 3 times',
    ],
    [{ ...row, gross_amount: '162000.50' }, 'Midtrans notified settlement for 42-1: 162000.50 (status code 200)'],
  ])('%#: %s', (notification, summary) => {
    expect(notificationEntry(notification)).toEqual({
      at: AT,
      kind: 'notification',
      type: 'PaymentNotification',
      summary,
      error: null,
      actor: 'provider',
      source: 'payment_notifications',
      payload: { order_id: '42-1' },
    });
  });
});

describe('jobEntry', () => {
  const job: JobRecord = {
    queue: 'shipping',
    name: 'create-waybill',
    jobId: 'create-waybill_42',
    state: 'completed',
    attemptsMade: 2,
    maxAttempts: 4,
    errors: ['JntError: J&T answered 503\n    at JntClient.call (jnt-client.ts:80:11)'],
    queuedAt: '2026-11-22T09:59:59.000Z',
    runAt: '2026-11-22T10:00:01.000Z',
    finishedAt: '2026-11-22T10:00:02.000Z',
  };

  it.each<[Partial<JobRecord>, string, string, string | null]>([
    [
      {},
      '2026-11-22T10:00:02.000Z',
      'Job create-waybill on shipping: completed after 2 attempts',
      'Attempt 1: JntError: J&T answered 503',
    ],
    [
      { state: 'failed', attemptsMade: 4, errors: ['Error: a', 'Error: b'] },
      '2026-11-22T10:00:02.000Z',
      'Job create-waybill on shipping: failed after 4 attempts',
      'Attempt 1: Error: a\nAttempt 2: Error: b',
    ],
    [
      { state: 'delayed', attemptsMade: 1, finishedAt: null },
      '2026-11-22T10:00:01.000Z',
      'Job create-waybill on shipping: waiting to retry after 1 attempt',
      'Attempt 1: JntError: J&T answered 503',
    ],
    [
      { state: 'delayed', attemptsMade: 0, errors: [], finishedAt: null, runAt: null },
      '2026-11-22T09:59:59.000Z',
      'Job create-waybill on shipping: scheduled',
      null,
    ],
    [
      { state: 'outbox', attemptsMade: 0, errors: [], finishedAt: null, runAt: null },
      '2026-11-22T09:59:59.000Z',
      'Job create-waybill on shipping: in the outbox, not yet queued',
      null,
    ],
    [
      { state: 'removed', attemptsMade: 0, errors: [], finishedAt: null, runAt: null },
      '2026-11-22T09:59:59.000Z',
      'Job create-waybill on shipping: sent; the queue no longer keeps it',
      null,
    ],
    [
      { state: 'active', attemptsMade: 0, errors: [], finishedAt: null },
      '2026-11-22T10:00:01.000Z',
      'Job create-waybill on shipping: active',
      null,
    ],
  ])('%j', (change, at, summary, error) => {
    const record = { ...job, ...change };
    expect(jobEntry(record)).toEqual({
      at,
      kind: 'job',
      type: 'create-waybill',
      summary,
      error,
      actor: 'system',
      source: 'shipping job create-waybill_42',
      payload: record,
    });
  });
});
