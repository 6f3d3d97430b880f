import type { OrderState } from '../../ordering/order/state.js';
import type { Parcel } from '../courier/courier.js';
import type { JntClient } from './jnt-client.js';
import { JntCourier } from './jnt-courier.js';
import type { JntOrderDetail } from './jnt-types.js';

/** The adapter turns J&T's wording into the port's: bookings and cancellations. */
describe('J&T as the shop’s courier', () => {
  const parcel = {
    order: {
      orderId: 7,
      lines: [],
      totals: { total: 110_000, shipping: 10_000 },
      shipping: { firstName: 'Rina', lastName: 'W', phone: '81234567', address: 'Jl. A', postalCode: '80225' },
    } as unknown as Exclude<OrderState, { status: 'none' }>,
    area: { destinationCode: 'DPS', receiverArea: 'DPS001' },
    pickup: { name: 'Kilau', contact: 'Kilau', phone: '81100000000', address: 'Jl. B', originCode: 'JKT' },
    at: new Date('2026-11-26T01:00:00Z'),
  } satisfies Parcel;
  const courierAnswering = (answer: JntOrderDetail & { desc?: string }) => {
    const calls: unknown[] = [];
    const client = {
      createOrder: async (request: unknown) => (calls.push(request), answer),
      cancelOrder: async (...args: unknown[]) => (calls.push(args), answer),
    } as unknown as JntClient;
    return { courier: new JntCourier(client), calls };
  };

  it.each<[string, JntOrderDetail, Awaited<ReturnType<JntCourier['bookParcel']>>]>([
    [
      'Sukses with a waybill',
      { status: 'Sukses', awb_no: 'JO1', etd: '2-4' },
      { booked: true, waybill: 'JO1', etd: '2-4' },
    ],
    ['sukses, no etd', { status: 'sukses', awb_no: 'JO1' }, { booked: true, waybill: 'JO1', etd: null }],
    [
      'a repeated order id naming its waybill',
      { status: 'Gagal', reason: 'Orderid tidak boleh sama', existing_awbno: 'JO9' },
      { booked: false, reason: 'Orderid tidak boleh sama', existingWaybill: 'JO9' },
    ],
    [
      'an unknown district',
      { status: 'Gagal', reason: 'Kecamatan Penerima Error' },
      { booked: false, reason: 'Kecamatan Penerima Error', existingWaybill: null },
    ],
    ['Sukses without a waybill', { status: 'Sukses' }, { booked: false, reason: '', existingWaybill: null }],
  ])('reads %s', async (_case, answer, booking) => {
    const { courier, calls } = courierAnswering(answer);
    expect(await courier.bookParcel(parcel)).toEqual(booking);
    // the order id J&T keeps is the shop's: asking twice names the first waybill
    expect(calls[0]).toMatchObject({ orderid: '7', destination_code: 'DPS', receiver_area: 'DPS001' });
  });

  it.each<[string, JntOrderDetail & { desc?: string }, Awaited<ReturnType<JntCourier['cancelParcel']>>['kind']]>([
    ['Sukses', { status: 'Sukses' }, 'cancelled'],
    ['cancelled before', { status: 'Gagal', reason: 'Status pesanan adalah : CANCEL_ORDER' }, 'already_cancelled'],
    ['picked up', { status: 'Gagal', reason: 'Tidak dapat dibatalkan, Status pesanan adalah : PICKUP' }, 'not_allowed'],
  ])('reads a cancellation answered %s', async (_case, answer, kind) => {
    const { courier, calls } = courierAnswering(answer);
    expect((await courier.cancelParcel(7, 'Salah alamat')).kind).toBe(kind);
    expect(calls[0]).toEqual(['7', 'Salah alamat', undefined]);
  });
});
