import { decide } from '../ordering/order/decide.js';
import type { OrderState } from '../ordering/order/state.js';
import { decideConfirmedStatus } from './decider.js';
import type { PaymentEvent } from './events.js';
import { evolvePayment, noPayments, type PaymentState } from './payment-state.js';
import { decideAnswer, decideStart, type ProviderAnswer } from './start-decider.js';

type Placed = Exclude<OrderState, { status: 'none' }>;

const NOW = new Date('2026-11-22T09:00:00.000Z');
const DEADLINE = '2026-11-22T10:00:00.000Z';
const order = { orderId: 42, status: 'pending', paymentDeadline: DEADLINE, refundsDue: [] } as unknown as Placed;
const context = { now: NOW, inFlightMs: 4_000 };
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const given = (...events: PaymentEvent[]): PaymentState => events.reduce(evolvePayment, noPayments);
const reserved = (attemptId: string, over: Record<string, unknown> = {}): PaymentEvent => ({
  type: 'PaymentAttemptReserved',
  data: {
    ...{ orderId: 42, attemptId, method: 'snap', bank: null, amount: 215_000 },
    ...{ reservedAt: ago(1_000), expiresAt: DEADLINE, ...over },
  } as never,
});
const snapStarted = (attemptId: string, reservedAt = ago(1_000)): PaymentEvent => ({
  type: 'PaymentAttemptStarted',
  data: {
    ...{ orderId: 42, attemptId, method: 'snap', amount: 215_000, startedAt: reservedAt, expiresAt: DEADLINE },
    snap: { token: `tok-${attemptId}`, redirectUrl: `https://pay/${attemptId}` },
  },
});
const abandoned = (attemptId: string): PaymentEvent => ({
  type: 'PaymentAttemptAbandoned',
  data: { orderId: 42, attemptId, reason: 'answer_lost', providerStatus: null, error: 'lost', at: ago(500) },
});
const snap = { method: 'snap' as const, amount: 215_000 };

describe('starting a payment: reserve, call, record', () => {
  it('given no attempts, when a payer asks, then a new attempt is reserved with its id, way, amount and deadline', () => {
    expect(decideStart(order, given(), snap, context)).toEqual({
      kind: 'reserve',
      reserved: {
        type: 'PaymentAttemptReserved',
        data: {
          ...{ orderId: 42, attemptId: '42-1', method: 'snap', bank: null, amount: 215_000 },
          ...{ reservedAt: NOW.toISOString(), expiresAt: DEADLINE },
        },
      },
    });
  });

  it('given an answered live token, when a second tab asks, then it gets that attempt and nothing is reserved', () => {
    const step = decideStart(order, given(reserved('42-1'), snapStarted('42-1')), snap, context);
    expect(step).toMatchObject({ kind: 'answer', attempt: { started: { attemptId: '42-1' }, answered: true } });
  });

  it('given an answered card charge, when the payer pays again with a new token, then a new attempt is reserved', () => {
    const card = { method: 'credit_card' as const, amount: 215_000 };
    const cardStarted: PaymentEvent = {
      type: 'PaymentAttemptStarted',
      data: {
        ...{ orderId: 42, attemptId: '42-1', method: 'credit_card', amount: 215_000, startedAt: ago(1_000) },
        ...{ expiresAt: DEADLINE, card: { redirectUrl: 'https://3ds/42-1' } },
      },
    };
    const state = given(reserved('42-1', { method: 'credit_card' }), cardStarted);
    expect(decideStart(order, state, card, context)).toMatchObject({
      kind: 'reserve',
      reserved: { data: { attemptId: '42-2', method: 'credit_card' } },
    });
    const inFlight = given(reserved('42-1', { method: 'credit_card', reservedAt: ago(1_000) }));
    expect(decideStart(order, inFlight, card, context)).toMatchObject({ kind: 'wait' });
  });

  it('given a reservation younger than a call can take, when a second tab asks, then it waits for that answer', () => {
    const step = decideStart(order, given(reserved('42-1', { reservedAt: ago(3_999) })), snap, context);
    expect(step).toMatchObject({ kind: 'wait', attempt: { started: { attemptId: '42-1' }, answered: false } });
  });

  it('given a reservation older than any call, still unanswered, when a payer asks, then its fate is looked up', () => {
    const step = decideStart(order, given(reserved('42-1', { reservedAt: ago(4_000) })), snap, context);
    expect(step).toMatchObject({ kind: 'recover', attempt: { started: { attemptId: '42-1' } } });
  });

  it('given an abandoned attempt, when the payer asks again, then a new attempt with a new id is reserved', () => {
    const step = decideStart(order, given(reserved('42-1'), abandoned('42-1')), snap, context);
    expect(step).toMatchObject({ kind: 'reserve', reserved: { data: { attemptId: '42-2' } } });
  });

  it('given a token with less than a minute left, when the payer asks, then a new attempt is reserved', () => {
    const soon = new Date(NOW.getTime() + 59_000).toISOString();
    const closing = { ...order, paymentDeadline: soon };
    const expiring = evolvePayment(given(reserved('42-1', { expiresAt: soon })), {
      type: 'PaymentAttemptStarted',
      data: { ...(snapStarted('42-1').data as object), expiresAt: soon } as never,
    });
    const step = decideStart(closing, expiring, snap, context);
    expect(step).toMatchObject({ kind: 'reserve', reserved: { data: { attemptId: '42-2' } } });
  });

  it('given an open BCA account, when the payer asks for BNI, then a BNI attempt is reserved beside it', () => {
    const bca = reserved('42-1', { method: 'bank_transfer', bank: 'bca', amount: 219_000 });
    const way = { method: 'bank_transfer' as const, bank: 'bni', amount: 219_000 };
    expect(decideStart(order, given(bca), way, context)).toMatchObject({ kind: 'reserve' });
    expect(decideStart(order, given(bca), { ...way, bank: 'bca' }, context)).toMatchObject({ kind: 'wait' });
  });
});

describe("recording the provider's answer", () => {
  const record = (state: PaymentState, answer: ProviderAnswer) => decideAnswer(state, '42-1', answer, NOW);

  it('given a reservation, when Snap answers a token, then the attempt started with it, dated from the reservation', () => {
    const answer = { kind: 'page' as const, page: { token: 'tok', redirectUrl: 'https://pay/tok' } };
    expect(record(given(reserved('42-1')), answer)).toEqual([
      {
        type: 'PaymentAttemptStarted',
        data: {
          ...{ orderId: 42, attemptId: '42-1', method: 'snap', amount: 215_000, startedAt: ago(1_000) },
          ...{ expiresAt: DEADLINE, snap: { token: 'tok', redirectUrl: 'https://pay/tok' } },
        },
      },
    ]);
  });

  it('given a reservation, when Midtrans refuses, then the attempt is abandoned as refused', () => {
    expect(record(given(reserved('42-1')), { kind: 'refused', error: 'Midtrans: no' })).toEqual([
      {
        type: 'PaymentAttemptAbandoned',
        data: {
          ...{ orderId: 42, attemptId: '42-1', reason: 'refused', providerStatus: null },
          ...{ error: 'Midtrans: no', at: NOW.toISOString() },
        },
      },
    ]);
  });

  it('given a Snap reservation whose answer was lost, when the status API knows no transaction, then it is abandoned as lost', () => {
    expect(record(given(reserved('42-1')), { kind: 'lost', error: 'timeout', transaction: undefined })).toEqual([
      {
        type: 'PaymentAttemptAbandoned',
        data: {
          ...{ orderId: 42, attemptId: '42-1', reason: 'answer_lost', providerStatus: null },
          ...{ error: 'timeout', at: NOW.toISOString() },
        },
      },
    ]);
  });

  it('given a charge whose answer was lost, when the status API has it pending with its account, then it is adopted', () => {
    const bca = reserved('42-1', { method: 'bank_transfer', bank: 'bca', amount: 219_000 });
    const transaction = { order_id: '42-1', transaction_status: 'pending', status_code: '201' };
    const answer: ProviderAnswer = {
      kind: 'lost',
      error: 'timeout',
      transaction,
      details: { method: 'bank_transfer', bank: 'bca', vaNumber: '12345' },
    };
    expect(record(given(bca), answer)).toEqual([
      {
        type: 'PaymentAttemptStarted',
        data: {
          ...{ orderId: 42, attemptId: '42-1', method: 'bank_transfer', amount: 219_000, startedAt: ago(1_000) },
          ...{ expiresAt: DEADLINE, bankTransfer: { bank: 'bca', vaNumber: '12345' } },
        },
      },
    ]);
  });

  it('given a Snap reservation whose transaction exists but whose token was lost, then it is abandoned with the status', () => {
    const transaction = { order_id: '42-1', transaction_status: 'pending', status_code: '201' };
    expect(record(given(reserved('42-1')), { kind: 'lost', error: 'timeout', transaction })).toMatchObject([
      { type: 'PaymentAttemptAbandoned', data: { reason: 'answer_lost', providerStatus: 'pending' } },
    ]);
  });

  it.each([
    ['already answered by another request', given(reserved('42-1'), snapStarted('42-1'))],
    ['already abandoned', given(reserved('42-1'), abandoned('42-1'))],
    ['never reserved', given()],
  ])('given an attempt %s, when an answer comes, then nothing is recorded', (_, state) => {
    expect(record(state, { kind: 'page', page: { token: 't', redirectUrl: 'u' } })).toEqual([]);
  });
});

describe('money arriving for an abandoned attempt', () => {
  const settlement = {
    ...{ order_id: '42-1', transaction_id: 't-1', transaction_status: 'settlement', status_code: '200' },
    ...{ gross_amount: '215000.00', payment_type: 'bank_transfer' },
  };
  const notification = { notificationId: 'n-1', now: NOW };
  const lostThenPaid = given(reserved('42-1'), abandoned('42-1'), reserved('42-2'), snapStarted('42-2'));

  it('given the order paid by the next attempt, when the abandoned one settles, then it is recorded and due back', () => {
    const paid = { ...order, status: 'awaiting_shipment', paid: true, paidBy: '42-2' } as unknown as Placed;
    const decision = decideConfirmedStatus(paid, lostThenPaid, settlement, notification);
    expect(decision.payment.map((e) => e.type)).toEqual(['PaymentStatusConfirmed']);
    expect(decide(decision.order!, paid, NOW)).toEqual([
      {
        type: 'PaymentReceivedTwice',
        data: {
          ...{ orderId: 42, attemptId: '42-1', transactionId: 't-1', paymentType: 'bank_transfer', amount: 215_000 },
          ...{ at: NOW.toISOString(), paidBy: '42-2' },
        },
      },
    ]);
  });

  it('given the order still waiting, when the abandoned one settles, then it pays the order (once)', () => {
    const pending = { ...order, paid: false, paidBy: null } as unknown as Placed;
    const decision = decideConfirmedStatus(pending, lostThenPaid, settlement, notification);
    expect(decide(decision.order!, pending, NOW).map((e) => e.type)).toEqual(['PaymentSettled']);
    const again = decideConfirmedStatus(
      pending,
      decision.payment.reduce(evolvePayment, lostThenPaid),
      settlement,
      notification,
    );
    expect(again).toEqual({ payment: [], order: null });
  });
});
