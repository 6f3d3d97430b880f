import type { CourierEntry } from '@kilau/domain';

import { evolve, noOrder, type OrderState } from '../ordering/decider.js';
import type { OrderEvent, OrderPlaced } from '../ordering/events.js';
import {
  decideCourierCancellation,
  decideLabel,
  decideTracking,
  decideUnknownArea,
  decideWaybill,
  decideWaybillRedrive,
  decideWaybillRequest,
  labelProblem,
  needsWaybill,
  placedOrder,
  waybillStanding,
} from './decider.js';

const now = new Date('2026-11-22T03:00:00Z');
const codes = { destinationCode: 'BDG', receiverArea: 'BDG001' };

const placed: OrderPlaced = {
  type: 'OrderPlaced',
  data: {
    orderId: 7,
    userId: 1,
    email: 'a@example.com',
    lines: [],
    totals: { subtotal: 100_000, productDiscount: 0, charmDiscount: 0, shipping: 10_000, total: 110_000 },
    shipping: {} as OrderPlaced['data']['shipping'],
    stock: [],
    campaignIds: [],
    placedAt: '2026-11-22T01:00:00Z',
    paymentDeadline: '2026-11-22T04:00:00Z',
  },
};
const paid: OrderEvent = {
  type: 'PaymentSettled',
  data: { orderId: 7, attemptId: '7-1', transactionId: 't', paymentType: 'qris', amount: 110_000, at: 'x' },
};
const waybill = (awb = 'JO0000000007'): OrderEvent => ({
  type: 'WaybillAssigned',
  data: { orderId: 7, awb, ...codes, etd: null, reused: false, orderCancelled: false, at: 'x' },
});
const labelled: OrderEvent = { type: 'ShipmentLabelCreated', data: { orderId: 7, awb: 'JO0000000007', at: 'x' } };
const cancelled: OrderEvent = {
  type: 'OrderCancelled',
  data: { orderId: 7, reason: 'Canceled by user', stockReturned: [], refundDue: true, cancelledAt: 'x' },
};
const courierCancelled: OrderEvent = {
  type: 'CourierOrderCancelled',
  data: { orderId: 7, awb: 'JO0000000007', reason: 'r', at: 'x' },
};

const refusedAs = (reason: string): OrderEvent => ({
  type: 'WaybillRefused',
  data: { orderId: 7, reason, message: reason, at: 'x' },
});
const failed: OrderEvent = {
  type: 'ShipmentCreationFailed',
  data: { orderId: 7, error: 'down', attempts: 8, at: 'x' },
};

const given = (...events: OrderEvent[]): OrderState => events.reduce(evolve, noOrder);
const entry = (status_code: number, status = `code ${status_code}`): CourierEntry => ({
  date_time: '2026-11-22 10:00:00',
  status,
  status_code,
});

describe('asking for a waybill', () => {
  it.each<[string, OrderEvent[], boolean]>([
    ['placed, unpaid', [placed], false],
    ['paid', [placed, paid], true],
    ['paid with a waybill', [placed, paid, waybill()], false],
    ['paid, waybill cancelled at the courier', [placed, paid, waybill(), courierCancelled], true],
    ['cancelled', [placed, paid, cancelled], false],
  ])('given an order %s, the courier is asked: %p', (_, events, asked) => {
    expect(needsWaybill(placedOrder(given(...events)))).toBe(asked);
  });

  it('records the waybill J&T gives', () => {
    const decision = decideWaybill(
      placedOrder(given(placed, paid)),
      { booked: true, waybill: 'JO1', etd: '2-4' },
      codes,
      now,
    );
    expect(decision).toEqual({
      awb: 'JO1',
      message: null,
      events: [
        {
          type: 'WaybillAssigned',
          data: {
            orderId: 7,
            awb: 'JO1',
            ...codes,
            etd: '2-4',
            reused: false,
            orderCancelled: false,
            at: now.toISOString(),
          },
        },
      ],
    });
  });

  it('reuses the waybill J&T names for a repeated order id', () => {
    const decision = decideWaybill(
      placedOrder(given(placed, paid)),
      { booked: false, reason: 'Orderid tidak boleh sama', existingWaybill: 'JO9' },
      codes,
      now,
    );
    expect(decision.awb).toBe('JO9');
    expect(decision.events[0]).toMatchObject({ type: 'WaybillAssigned', data: { awb: 'JO9', reused: true } });
  });

  it("records a refusal in the seed's words", () => {
    const decision = decideWaybill(
      placedOrder(given(placed, paid)),
      { booked: false as const, reason: 'Kecamatan Penerima Error', existingWaybill: null },
      codes,
      now,
    );
    expect(decision.awb).toBeNull();
    expect(decision.message).toBe('Alamat pengiriman tidak dikenali oleh JNT. Pastikan kecamatan sudah benar.');
    expect(decision.events[0]).toMatchObject({ type: 'WaybillRefused', data: { reason: 'Kecamatan Penerima Error' } });
  });

  it('records the same refusal once, however often the waybill is asked for', () => {
    const refusal = { booked: false as const, reason: 'Kecamatan Penerima Error', existingWaybill: null };
    const first = decideWaybill(placedOrder(given(placed, paid)), refusal, codes, now);
    const again = decideWaybill(placedOrder(given(placed, paid, ...first.events)), refusal, codes, now);
    expect(again).toEqual({ awb: null, message: first.message, events: [] });
  });

  it.each<[string, OrderEvent[]]>([
    ['another refusal came last', [refusedAs('Gagal membuat resi')]],
    ['another fact came after the refusal', [refusedAs('Kecamatan Penerima Error'), failed]],
  ])('records a refusal again when %s', (_case, before) => {
    const refusal = { booked: false as const, reason: 'Kecamatan Penerima Error', existingWaybill: null };
    const decision = decideWaybill(placedOrder(given(placed, paid, ...before)), refusal, codes, now);
    expect(decision.events.map((event) => event.type)).toEqual(['WaybillRefused']);
  });

  it('refuses an order whose area code has no courier codes once, in the seed words', () => {
    const order = { ...placed, data: { ...placed.data, shipping: { areaCode: 'GONE01' } } } as OrderPlaced;
    const first = decideUnknownArea(placedOrder(given(order, paid)), now);
    expect(first.message).toBe('JNT destination codes are missing. Please select a valid city and area code.');
    expect(first.events).toEqual([
      {
        type: 'WaybillRefused',
        data: { orderId: 7, reason: 'No courier codes for area GONE01', message: first.message, at: now.toISOString() },
      },
    ]);
    expect(decideUnknownArea(placedOrder(given(order, paid, ...first.events)), now).events).toEqual([]);
  });

  it('records nothing when a waybill is already recorded (a racing caller)', () => {
    const decision = decideWaybill(
      placedOrder(given(placed, paid, waybill('JO1'))),
      { booked: true, waybill: 'JO2', etd: null },
      codes,
      now,
    );
    expect(decision).toEqual({ awb: 'JO1', message: null, events: [] });
  });

  it('flags a waybill that arrives after the order was cancelled, for cancelling at the courier', () => {
    const decision = decideWaybill(
      placedOrder(given(placed, paid, cancelled)),
      { booked: true, waybill: 'JO1', etd: null },
      codes,
      now,
    );
    expect(decision.events[0]).toMatchObject({ data: { orderCancelled: true } });
  });
});

describe('waiting for the waybill the worker makes', () => {
  const failedAs = (message?: string): OrderEvent => ({
    type: 'ShipmentCreationFailed',
    data: { orderId: 7, error: 'J&T answered 503', ...(message && { message }), attempts: 4, at: 'x' },
  });
  const requested = (retry: number): OrderEvent => ({ type: 'WaybillRequested', data: { orderId: 7, retry, at: 'x' } });
  const unreachable = 'Koneksi ke layanan pengiriman gagal. Silakan hubungi halo@kilau.id.';

  it.each<[string, OrderEvent[], ReturnType<typeof waybillStanding>]>([
    ['paid, the job running', [placed, paid], { kind: 'pending' }],
    ['with a waybill', [placed, paid, waybill('JO1')], { kind: 'assigned', awb: 'JO1', reused: false }],
    [
      'refused by the courier',
      [placed, paid, refusedAs('Kecamatan Penerima Error')],
      { kind: 'refused', reason: 'Kecamatan Penerima Error', message: 'Kecamatan Penerima Error' },
    ],
    ['its job gave up', [placed, paid, failedAs(unreachable)], { kind: 'failed', message: unreachable }],
    [
      'its job gave up before the message was kept',
      [placed, paid, failedAs()],
      { kind: 'failed', message: 'Gagal membuat resi: J&T answered 503' },
    ],
    ['asked for again after its job gave up', [placed, paid, failedAs(unreachable), requested(1)], { kind: 'pending' }],
    [
      'the job asked again gave up too',
      [placed, paid, failedAs(), requested(1), failedAs(unreachable)],
      {
        kind: 'failed',
        message: unreachable,
      },
    ],
    [
      'made after a failure',
      [placed, paid, failedAs(), requested(1), waybill('JO2')],
      {
        kind: 'assigned',
        awb: 'JO2',
        reused: false,
      },
    ],
  ])('given an order %s, the waiting caller reads it as %p', (_case, events, standing) => {
    expect(waybillStanding(placedOrder(given(...events)))).toEqual(standing);
  });

  it.each<[string, OrderEvent[], string]>([
    ['unpaid', [placed], 'Gagal membuat resi: pesanan belum dibayar'],
    ['cancelled', [placed, paid, cancelled], 'Gagal membuat resi: pesanan sudah dibatalkan'],
  ])('refuses a caller waiting on an order %s', (_case, events, message) => {
    expect(() => waybillStanding(placedOrder(given(...events)))).toThrow(message);
  });

  it('asks for the waybill again, numbered, only when its job gave up', () => {
    expect(decideWaybillRequest(placedOrder(given(placed, paid, failedAs())), now)).toEqual([
      { type: 'WaybillRequested', data: { orderId: 7, retry: 1, at: now.toISOString() } },
    ]);
    const twice = given(placed, paid, failedAs(), requested(1), failedAs());
    expect(decideWaybillRequest(placedOrder(twice), now)).toEqual([
      { type: 'WaybillRequested', data: { orderId: 7, retry: 2, at: now.toISOString() } },
    ]);
  });

  it.each<[string, OrderEvent[]]>([
    ['the job is still running', [placed, paid]],
    ['it was asked for again already', [placed, paid, failedAs(), requested(1)]],
    ['the waybill is made', [placed, paid, waybill()]],
    ['the courier refused it', [placed, paid, failedAs(), refusedAs('Kecamatan Penerima Error')]],
  ])('asks for nothing when %s', (_case, events) => {
    expect(decideWaybillRequest(placedOrder(given(...events)), now)).toEqual([]);
  });

  // the worker's timer, at most three asks for an order
  it.each<[string, OrderEvent[], number | null]>([
    ['its job gave up', [placed, paid, failedAs()], 1],
    ['the job asked again gave up too', [placed, paid, failedAs(), requested(1), failedAs()], 2],
    [
      'asked three times, each job giving up',
      [placed, paid, failedAs(), requested(1), failedAs(), requested(2), failedAs(), requested(3), failedAs()],
      null,
    ],
    ['the job asked again still running', [placed, paid, failedAs(), requested(1)], null],
    ['the job still running', [placed, paid], null],
    ['with a waybill', [placed, paid, failedAs(), requested(1), waybill()], null],
    ['refused by the courier', [placed, paid, failedAs(), refusedAs('Kecamatan Penerima Error')], null],
    ['cancelled after its job gave up', [placed, paid, failedAs(), cancelled], null],
    ['unpaid', [placed], null],
  ])('given an order %s, the timer asks again as retry %p', (_case, events, retry) => {
    const asked = decideWaybillRedrive(placedOrder(given(...events)), 3, now);
    const expected =
      retry === null ? [] : [{ type: 'WaybillRequested', data: { orderId: 7, retry, at: now.toISOString() } }];
    expect(asked).toEqual(expected);
  });
});

describe('labels', () => {
  it.each<[string, OrderEvent[], string | undefined]>([
    ['paid, no waybill yet', [placed, paid], undefined],
    ['paid with a waybill', [placed, paid, waybill()], undefined],
    ['labelled already', [placed, paid, waybill(), labelled], undefined],
    ['unpaid', [placed], 'An order that is pending cannot become collection'],
    ['cancelled', [placed, paid, cancelled], 'Order #7 is already canceled.'],
    ['with a cancelled waybill', [placed, paid, waybill(), courierCancelled], 'The waybill JO0000000007 is cancelled'],
  ])('given an order %s, the problem is %p', (_, events, problem) => {
    expect(labelProblem(given(...events))).toBe(problem);
  });

  it('moves an awaiting_shipment order with a waybill to collection', () => {
    expect(decideLabel(placedOrder(given(placed, paid, waybill())), now)).toEqual([
      { type: 'ShipmentLabelCreated', data: { orderId: 7, awb: 'JO0000000007', at: now.toISOString() } },
    ]);
  });

  it('moves nothing for an order labelled before', () => {
    expect(decideLabel(placedOrder(given(placed, paid, waybill(), labelled)), now)).toEqual([]);
  });

  it('refuses a cancelled order', () => {
    expect(() => decideLabel(placedOrder(given(placed, paid, cancelled)), now)).toThrow(
      'Order #7 is already canceled.',
    );
  });
});

describe('tracking', () => {
  const inCollection = placedOrder(given(placed, paid, waybill(), labelled));

  it('records nothing when the history did not grow', () => {
    const recorded = placedOrder(
      evolve(inCollection, ...(decideTracking(inCollection, [entry(101)], now) as [OrderEvent])),
    );
    expect(decideTracking(recorded, [entry(101)], now)).toEqual([]);
  });

  it('records the new entries and the stage they reach', () => {
    const first = decideTracking(inCollection, [entry(101)], now);
    expect(first[0]).toMatchObject({
      type: 'ShipmentProgressed',
      data: { status: 'collection', entries: [entry(101)] },
    });
    const after = placedOrder(evolve(inCollection, first[0] as OrderEvent));
    const second = decideTracking(after, [entry(101), entry(100), entry(102)], now);
    expect(second[0]).toMatchObject({
      data: { status: 'on_shipping', courierStatus: 'code 102', entries: [entry(100), entry(102)] },
    });
  });

  it('ends a returned parcel as not_accepted and a delivered one as done', () => {
    expect(decideTracking(inCollection, [entry(101), entry(100), entry(401)], now)[0]).toMatchObject({
      data: { status: 'not_accepted' },
    });
    expect(decideTracking(inCollection, [entry(101), entry(200)], now)[0]).toMatchObject({ data: { status: 'done' } });
  });

  it('tracks nothing without a live waybill', () => {
    expect(decideTracking(placedOrder(given(placed, paid)), [entry(101)], now)).toEqual([]);
  });
});

describe('cancelling at the courier', () => {
  const withWaybill = placedOrder(given(placed, paid, waybill()));

  it.each([
    [{ kind: 'cancelled' } as const, 'CourierOrderCancelled'],
    [{ kind: 'already_cancelled' } as const, 'CourierOrderCancelled'],
    [{ kind: 'not_allowed', detail: 'Tidak dapat dibatalkan' } as const, 'CourierCancellationRefused'],
    [{ kind: 'failed', detail: 'Order tidak ditemukan' } as const, 'CourierCancellationRefused'],
  ])('%p is recorded as %s', (outcome, type) => {
    expect(decideCourierCancellation(withWaybill, outcome, 'Canceled by user', now)[0]?.type).toBe(type);
  });

  it('records nothing twice', () => {
    const done = placedOrder(given(placed, paid, waybill(), courierCancelled));
    expect(decideCourierCancellation(done, { kind: 'cancelled' }, 'r', now)).toEqual([]);
  });
});
