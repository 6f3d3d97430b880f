import { noOrder, type PlacedOrderState as Placed } from '../ordering/order/state.js';
import {
  decideClosed,
  decideConfirmation,
  decideConfirmedStatus,
  decideJobFailure,
  isNotificationNoNews,
} from './decider.js';
import type { PaymentEvent } from './events.js';
import type { MidtransTransaction } from './midtrans/midtrans-types.js';
import { evolvePayment, noPayments, type PaymentState } from './payment-state.js';

const order = (over: Partial<Placed> = {}): Placed =>
  ({
    orderId: 42,
    userId: 7,
    email: 'ayu@example.com',
    totals: { subtotal: 200_000, productDiscount: 0, charmDiscount: 0, shipping: 15_000, total: 215_000 },
    status: 'pending',
    paid: false,
    paidAt: null,
    paidBy: null,
    cancelReason: null,
    refundsDue: [],
    ...over,
  }) as Placed;

const started = (attemptId: string): PaymentState =>
  evolvePayment(noPayments, {
    type: 'PaymentAttemptStarted',
    data: { orderId: 42, attemptId, method: 'snap', amount: 215_000, startedAt: 'x', expiresAt: 'y' },
  });

const report = (transaction_status: string, over: Partial<MidtransTransaction> = {}): MidtransTransaction => ({
  order_id: '42-1',
  transaction_id: 't-1',
  transaction_status,
  status_code: '200',
  gross_amount: '215000.00',
  payment_type: 'bank_transfer',
  ...over,
});

const context = { notificationId: 'n-1', now: new Date('2026-11-22T09:00:00Z') };
/** The status as payment translates it for the order and the order decides on it: both streams' facts. */
const confirm = (state: Placed, payments: PaymentState, status: MidtransTransaction) => {
  const [payment, decided] = decideConfirmation(payments, state, status, context);
  return { payment, order: decided };
};
const types = (decision: ReturnType<typeof confirm>) => [
  ...decision.payment.map((e) => e.type),
  ...decision.order.map((e) => e.type),
];
const after = (state: PaymentState, status: MidtransTransaction): PaymentState =>
  confirm(order(), state, status).payment.reduce(evolvePayment, state);

describe('what a confirmed Midtrans status decides', () => {
  it.each([
    ['settlement', undefined, ['PaymentStatusConfirmed', 'PaymentSettled']],
    ['capture', 'accept', ['PaymentStatusConfirmed', 'PaymentSettled']],
    ['capture', 'challenge', ['PaymentStatusConfirmed']],
    ['pending', undefined, ['PaymentStatusConfirmed']],
    ['deny', undefined, ['PaymentStatusConfirmed', 'PaymentFailed']],
    ['expire', undefined, ['PaymentStatusConfirmed', 'PaymentExpired']],
  ])('given a pending order, when Midtrans confirms %s (fraud %p), then %p', (status, fraud, expected) => {
    expect(types(confirm(order(), started('42-1'), report(status, { fraud_status: fraud })))).toEqual(expected);
  });

  it('given the settlement recorded, a repeat, a late pending and a late expire decide nothing', () => {
    const settled = after(started('42-1'), report('settlement'));
    for (const late of ['settlement', 'pending', 'expire']) {
      expect(
        types(confirm(order({ status: 'awaiting_shipment', paid: true, paidBy: '42-1' }), settled, report(late))),
      ).toEqual([]);
    }
  });

  it('refuses a payment of another amount than the order total and flags it', () => {
    const decision = confirm(order(), started('42-1'), report('settlement', { gross_amount: '1000.00' }));
    expect(decision.order).toEqual([
      { type: 'PaymentAmountMismatched', data: expect.objectContaining({ amount: 1000, expected: 215_000 }) },
    ]);
  });

  it.each([
    ['219000.00', ['PaymentSettled']],
    ['215000.00', ['PaymentAmountMismatched']],
  ])('given a bank transfer charged with the Rp 4.000 admin fee, %s settles as %p', (gross, expected) => {
    const transfer = evolvePayment(noPayments, {
      type: 'PaymentAttemptStarted',
      data: {
        orderId: 42,
        attemptId: '42-1',
        method: 'bank_transfer',
        amount: 219_000,
        startedAt: 'x',
        expiresAt: 'y',
      },
    });
    const decision = confirm(order(), transfer, report('settlement', { gross_amount: gross }));
    expect(decision.order.map((event) => event.type)).toEqual(expected);
  });

  it('records money for a cancelled order, or for an order paid by another attempt, as due back', () => {
    const cancelled = confirm(order({ status: 'cancelled' }), started('42-1'), report('settlement'));
    expect(cancelled.order).toEqual([
      {
        type: 'PaymentReceivedForCancelledOrder',
        data: expect.objectContaining({ attemptId: '42-1', amount: 215_000 }),
      },
    ]);
    const twice = confirm(
      order({ status: 'awaiting_shipment', paid: true, paidBy: '42-2' }),
      started('42-1'),
      report('settlement'),
    );
    expect(twice.order).toEqual([
      { type: 'PaymentReceivedTwice', data: expect.objectContaining({ attemptId: '42-1', paidBy: '42-2' }) },
    ]);
  });

  it('reports a settlement to the order as its outcome, with what the attempt charged', () => {
    expect(decideConfirmedStatus(order(), started('42-1'), report('settlement'), context).order).toEqual({
      type: 'RecordPaymentOutcome',
      outcome: 'paid',
      payment: {
        ...{ orderId: 42, attemptId: '42-1', transactionId: 't-1', paymentType: 'bank_transfer', amount: 215_000 },
        at: context.now.toISOString(),
      },
      expected: 215_000,
      transactionStatus: 'settlement',
    });
  });

  it('ignores an attempt the order never started', () => {
    expect(types(confirm(order(), noPayments, report('settlement')))).toEqual([]);
  });

  it('given a pending order, when Midtrans confirms a settlement, then exactly these facts on each stream', () => {
    const at = context.now.toISOString();
    const paid = {
      orderId: 42,
      attemptId: '42-1',
      transactionId: 't-1',
      paymentType: 'bank_transfer',
      amount: 215_000,
    };
    expect(decideConfirmation(started('42-1'), order(), report('settlement'), context)).toEqual([
      [
        {
          type: 'PaymentStatusConfirmed',
          data: {
            ...{ orderId: 42, attemptId: '42-1', transactionId: 't-1', transactionStatus: 'settlement' },
            ...{ fraudStatus: null, statusCode: '200', paymentType: 'bank_transfer', grossAmount: '215000.00' },
            ...{ settlementTime: null, notificationId: 'n-1', confirmedAt: at },
          },
        },
      ],
      [{ type: 'PaymentSettled', data: { ...paid, at } }],
    ]);
  });

  it('decides nothing on either stream for an order the shop does not have', () => {
    expect(decideConfirmation(started('42-1'), noOrder, report('settlement'), context)).toEqual([[], []]);
  });
});

describe("closing a cancelled order's attempts, and payment jobs giving up", () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const at = now.toISOString();
  const closed = (result: 'expired' | 'not_found'): PaymentEvent => ({
    type: 'PaymentAttemptClosed',
    data: { orderId: 42, attemptId: '42-1', result, at },
  });

  it.each(['expired', 'not_found'] as const)(
    'given an open attempt, when closed as %s, then exactly that',
    (result) => {
      expect(decideClosed(started('42-1'), { orderId: 42, attemptId: '42-1', result }, now)).toEqual([closed(result)]);
    },
  );

  it('given the attempt closed already, then nothing is recorded twice', () => {
    const once = evolvePayment(started('42-1'), closed('expired'));
    expect(decideClosed(once, { orderId: 42, attemptId: '42-1', result: 'expired' }, now)).toEqual([]);
  });

  it('when checking a status gives up, then exactly PaymentConfirmationFailed', () => {
    const failure = { orderId: 42, attemptId: '42-1', notificationId: 'n-1', error: 'timeout', attempts: 5 };
    expect(decideJobFailure({ job: 'confirm-payment', ...failure }, now)).toEqual([
      { type: 'PaymentConfirmationFailed', data: { ...failure, at } },
    ]);
  });

  it("when closing an order's attempts gives up, then exactly PaymentClosingFailed for all of them", () => {
    expect(decideJobFailure({ job: 'expire-payments', orderId: 42, error: 'timeout', attempts: 5 }, now)).toEqual([
      { type: 'PaymentClosingFailed', data: { orderId: 42, attemptId: '*', error: 'timeout', attempts: 5, at } },
    ]);
  });
});

describe('a notification that is no news before any check', () => {
  const at = (transactionStatus: string, fraudStatus: string | null = null): PaymentState =>
    evolvePayment(started('42-1'), {
      type: 'PaymentStatusConfirmed',
      data: {
        orderId: 42,
        attemptId: '42-1',
        transactionId: 't-1',
        transactionStatus,
        fraudStatus,
        statusCode: '201',
        paymentType: 'bank_transfer',
        grossAmount: '215000.00',
        settlementTime: null,
        notificationId: null,
        confirmedAt: '2026-11-22T08:00:00Z',
      },
    });

  it.each([
    ['pending for an attempt known pending', at('pending'), 'pending', undefined, true],
    ['pending for an attempt known paid', at('settlement'), 'pending', undefined, true],
    ['pending for an attempt just started', started('42-1'), 'pending', undefined, false],
    ['pending for an attempt the order never started', noPayments, 'pending', undefined, false],
    ['settlement for an attempt known pending', at('pending'), 'settlement', undefined, false],
    ['settlement for an attempt known paid', at('settlement'), 'settlement', undefined, false],
    ['deny for an attempt known pending', at('pending'), 'deny', undefined, false],
    ['capture under review for an attempt known pending', at('pending'), 'capture', 'challenge', false],
    ['capture under review again', at('capture', 'challenge'), 'capture', 'challenge', true],
    ['an unheard-of status', at('pending'), 'refund_requested', undefined, false],
  ])('%s: %s', (_, payments, transaction_status, fraud_status, noNews) => {
    expect(isNotificationNoNews(payments, { order_id: '42-1', transaction_status, fraud_status })).toBe(noNews);
  });
});
