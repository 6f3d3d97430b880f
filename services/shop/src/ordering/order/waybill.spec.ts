import type { OrderEvent } from '../events.js';
import type { OrderCommand } from './commands.js';
import {
  at,
  cancelled,
  codes,
  courierCancelled,
  failedAs,
  given,
  order,
  paid,
  placed,
  refusedAs,
  requested,
  waybill,
} from './order-facts.spec-support.js';
import { placedOrder } from './state.js';
import { needsWaybill, waybillStanding } from './waybill.js';

const assign = (awb: string, reused = false, etd: string | null = '2-4'): OrderCommand => ({
  type: 'AssignWaybill',
  awb,
  reused,
  etd,
  codes,
});
const assigned = (awb: string, reused = false, etd: string | null = '2-4', orderCancelled = false): OrderEvent => ({
  type: 'WaybillAssigned',
  data: { orderId: 7, awb, ...codes, etd, reused, orderCancelled, at },
});
const refuse = (reason: string, message = reason): OrderCommand => ({ type: 'RefuseWaybill', reason, message });
const refused = (reason: string, message = reason): OrderEvent => ({
  type: 'WaybillRefused',
  data: { orderId: 7, reason, message, at },
});
const asked = (retry: number): OrderEvent => ({ type: 'WaybillRequested', data: { orderId: 7, retry, at } });
const unreachable = 'Koneksi ke layanan pengiriman gagal. Silakan hubungi halo@kilau.id.';

describe('asking for a waybill', () => {
  it.each<[string, OrderEvent[], boolean]>([
    ['placed, unpaid', [placed], false],
    ['paid', [placed, paid], true],
    ['paid with a waybill', [placed, paid, waybill()], false],
    ['paid, waybill cancelled at the courier', [placed, paid, waybill(), courierCancelled], true],
    ['cancelled', [placed, paid, cancelled], false],
  ])('given an order %s, the courier is asked: %p', (_, events, wanted) => {
    expect(needsWaybill(placedOrder(given(...events)))).toBe(wanted);
  });
});

describe("recording the courier's answer", () => {
  it.each<[string, OrderEvent[], OrderCommand, OrderEvent[]]>([
    ['a paid order, a new waybill', [placed, paid], assign('JO1'), [assigned('JO1')]],
    [
      'a paid order, the waybill of a repeated order id',
      [placed, paid],
      assign('JO9', true, null),
      [assigned('JO9', true, null)],
    ],
    ['a waybill recorded already (a racing caller)', [placed, paid, waybill('JO1')], assign('JO2'), []],
    ['a cancelled order', [placed, paid, cancelled], assign('JO1', false, null), [assigned('JO1', false, null, true)]],
    [
      'a paid order, a refusal',
      [placed, paid],
      refuse('Kecamatan Penerima Error', 'msg'),
      [refused('Kecamatan Penerima Error', 'msg')],
    ],
    [
      'the same refusal last',
      [placed, paid, refusedAs('Kecamatan Penerima Error')],
      refuse('Kecamatan Penerima Error'),
      [],
    ],
    [
      'another refusal last',
      [placed, paid, refusedAs('Gagal membuat resi')],
      refuse('Kecamatan Penerima Error'),
      [refused('Kecamatan Penerima Error')],
    ],
    [
      'another fact after the same refusal',
      [placed, paid, refusedAs('Kecamatan Penerima Error'), failedAs()],
      refuse('Kecamatan Penerima Error'),
      [refused('Kecamatan Penerima Error')],
    ],
    ['a waybill recorded already, then a refusal', [placed, paid, waybill('JO1')], refuse('Gagal'), []],
  ])('given %s, then exactly these facts', (_case, history, command, events) => {
    expect(order.given(history).when(command).events).toEqual(events);
  });
});

describe('waiting for the waybill the worker makes', () => {
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
      { kind: 'failed', message: unreachable },
    ],
    [
      'made after a failure',
      [placed, paid, failedAs(), requested(1), waybill('JO2')],
      { kind: 'assigned', awb: 'JO2', reused: false },
    ],
  ])('given an order %s, the waiting caller reads it as %p', (_case, events, standing) => {
    expect(waybillStanding(placedOrder(given(...events)))).toEqual(standing);
  });

  it.each<[string, OrderEvent[], string]>([
    ['unpaid', [placed], 'Gagal membuat resi: pesanan belum dibayar'],
    ['cancelled', [placed, paid, cancelled], 'Gagal membuat resi: pesanan sudah dibatalkan'],
  ])('refuses a caller waiting on an order %s', (_case, events, message) => {
    expect(() => waybillStanding(placedOrder(given(...events)))).toThrow(message);
    expect(order.given(events).when({ type: 'RequestWaybill' }).error?.message).toBe(message);
  });

  it.each<[string, OrderEvent[], OrderEvent[]]>([
    ['its job gave up', [placed, paid, failedAs()], [asked(1)]],
    ['the job asked again gave up too', [placed, paid, failedAs(), requested(1), failedAs()], [asked(2)]],
    ['the job is still running', [placed, paid], []],
    ['it was asked for again already', [placed, paid, failedAs(), requested(1)], []],
    ['the waybill is made', [placed, paid, waybill()], []],
    ['the courier refused it', [placed, paid, failedAs(), refusedAs('Kecamatan Penerima Error')], []],
  ])('given an order whose %s, when a caller asks again, then exactly these facts', (_case, history, events) => {
    expect(order.given(history).when({ type: 'RequestWaybill' }).events).toEqual(events);
  });

  // the worker's timer, at most three asks for an order
  it.each<[string, OrderEvent[], OrderEvent[]]>([
    ['its job gave up', [placed, paid, failedAs()], [asked(1)]],
    ['the job asked again gave up too', [placed, paid, failedAs(), requested(1), failedAs()], [asked(2)]],
    [
      'asked three times, each job giving up',
      [placed, paid, failedAs(), requested(1), failedAs(), requested(2), failedAs(), requested(3), failedAs()],
      [],
    ],
    ['the job asked again still running', [placed, paid, failedAs(), requested(1)], []],
    ['the job still running', [placed, paid], []],
    ['with a waybill', [placed, paid, failedAs(), requested(1), waybill()], []],
    ['refused by the courier', [placed, paid, failedAs(), refusedAs('Kecamatan Penerima Error')], []],
    ['cancelled after its job gave up', [placed, paid, failedAs(), cancelled], []],
    ['unpaid', [placed], []],
  ])('given an order %s, when the timer re-drives, then exactly these facts', (_case, history, events) => {
    expect(order.given(history).when({ type: 'RedriveWaybill', maxRequests: 3 }).events).toEqual(events);
  });
});

describe("the waybill's job giving up", () => {
  const gaveUp: OrderCommand = {
    type: 'RecordShipmentCreationFailure',
    error: 'J&T answered 503',
    message: unreachable,
    attempts: 4,
  };
  const failed: OrderEvent = {
    type: 'ShipmentCreationFailed',
    data: { orderId: 7, error: 'J&T answered 503', message: unreachable, attempts: 4, at },
  };

  it.each<[string, OrderEvent[]]>([
    ['paid and waiting for its waybill', [placed, paid]],
    ['whose job gave up before', [placed, paid, failedAs(), requested(1)]],
  ])(
    'given an order %s, when the job gives up, then exactly the failure with the words callers are told',
    (_, history) => {
      expect(order.given(history).when(gaveUp).events).toEqual([failed]);
    },
  );

  it('given the failure recorded, a caller waiting for the waybill is told its words', () => {
    expect(waybillStanding(placedOrder(given(placed, paid, failed)))).toEqual({ kind: 'failed', message: unreachable });
  });

  it('given no order, when a job gives up, then it is refused as not found', () => {
    expect(order.given([]).when(gaveUp).error?.message).toBe('Order not found');
  });
});
