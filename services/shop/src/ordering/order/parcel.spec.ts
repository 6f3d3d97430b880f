import type { CancellationOutcome, CourierEntry } from '@kilau/domain';

import type { OrderEvent } from '../events.js';
import {
  at,
  cancelled,
  courierCancelled,
  given,
  labelled,
  order,
  paid,
  placed,
  waybill,
} from './order-facts.spec-support.js';
import { labelProblem } from './parcel.js';

const entry = (status_code: number, status = `code ${status_code}`): CourierEntry => ({
  date_time: '2026-11-22 10:00:00',
  status,
  status_code,
});
const progressed = (status: string, courierStatus: string, entries: CourierEntry[]): OrderEvent =>
  ({
    type: 'ShipmentProgressed',
    data: { orderId: 7, awb: 'JO0000000007', status, courierStatus, entries, at },
  }) as OrderEvent;
const track = (...history: CourierEntry[]) => ({ type: 'RecordTracking' as const, history });
const inCollection = [placed, paid, waybill(), labelled];

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

  it('given an awaiting_shipment order with a waybill, when labelled, then it moves to collection', () => {
    expect(order.given([placed, paid, waybill()]).when({ type: 'CreateLabel' }).events).toEqual([
      { type: 'ShipmentLabelCreated', data: { orderId: 7, awb: 'JO0000000007', at } },
    ]);
  });

  it('given an order labelled before, when labelled again, then nothing moves', () => {
    expect(order.given(inCollection).when({ type: 'CreateLabel' }).events).toEqual([]);
  });

  it('given a cancelled order, when labelled, then it is refused', () => {
    const outcome = order.given([placed, paid, cancelled]).when({ type: 'CreateLabel' });
    expect(outcome.error?.message).toBe('Order #7 is already canceled.');
  });
});

describe('tracking', () => {
  it('given the history recorded, when it is read again unchanged, then nothing is recorded', () => {
    const recorded = progressed('collection', 'code 101', [entry(101)]);
    expect(order.given([...inCollection, recorded]).when(track(entry(101))).events).toEqual([]);
  });

  it('given a parcel in collection, when the history grows, then the new entries and the stage they reach', () => {
    const first = progressed('collection', 'code 101', [entry(101)]);
    expect(order.given(inCollection).when(track(entry(101))).events).toEqual([first]);
    expect(order.given([...inCollection, first]).when(track(entry(101), entry(100), entry(102))).events).toEqual([
      progressed('on_shipping', 'code 102', [entry(100), entry(102)]),
    ]);
  });

  it('ends a returned parcel as not_accepted and a delivered one as done', () => {
    const returned = [entry(101), entry(100), entry(401)];
    expect(order.given(inCollection).when(track(...returned)).events).toEqual([
      progressed('not_accepted', 'code 401', returned),
    ]);
    expect(order.given(inCollection).when(track(entry(101), entry(200))).events).toEqual([
      progressed('done', 'code 200', [entry(101), entry(200)]),
    ]);
  });

  it('given no live waybill, then nothing is tracked', () => {
    expect(order.given([placed, paid]).when(track(entry(101))).events).toEqual([]);
  });
});

describe('cancelling at the courier', () => {
  const answer = (outcome: CancellationOutcome) => ({
    type: 'RecordCourierCancellation' as const,
    outcome,
    reason: 'Canceled by user',
  });
  const base = { orderId: 7, awb: 'JO0000000007', at };

  it.each<[CancellationOutcome, OrderEvent]>([
    [{ kind: 'cancelled' }, { type: 'CourierOrderCancelled', data: { ...base, reason: 'Canceled by user' } }],
    [{ kind: 'already_cancelled' }, { type: 'CourierOrderCancelled', data: { ...base, reason: 'Canceled by user' } }],
    [
      { kind: 'not_allowed', detail: 'Tidak dapat dibatalkan' },
      { type: 'CourierCancellationRefused', data: { ...base, reason: 'Tidak dapat dibatalkan' } },
    ],
    [
      { kind: 'failed', detail: 'Order tidak ditemukan' },
      { type: 'CourierCancellationRefused', data: { ...base, reason: 'Order tidak ditemukan' } },
    ],
  ])('given a live waybill, when J&T answers %p, then exactly %p', (outcome, event) => {
    expect(order.given([placed, paid, waybill()]).when(answer(outcome)).events).toEqual([event]);
  });

  it('given the waybill cancelled already, then nothing is recorded twice', () => {
    expect(order.given([placed, paid, waybill(), courierCancelled]).when(answer({ kind: 'cancelled' })).events).toEqual(
      [],
    );
  });
});

describe("printing J&T's receipt", () => {
  const print = { type: 'RecordReceiptPrinted' as const, awb: 'JO0000000007' };
  const printed: OrderEvent = { type: 'ReceiptPrinted', data: { orderId: 7, awb: 'JO0000000007', at } };

  it.each<[string, OrderEvent[]]>([
    ['with a waybill', [placed, paid, waybill()]],
    ['in collection', inCollection],
    ['whose receipt was printed before (each printing is noted)', [...inCollection, printed]],
  ])('given an order %s, when staff print the receipt, then exactly ReceiptPrinted', (_, history) => {
    expect(order.given(history).when(print).events).toEqual([printed]);
  });

  it('given no order, when a receipt is printed, then it is refused as not found', () => {
    expect(order.given([]).when(print).error?.message).toBe('Order not found');
  });
});
