import type { NewEvent } from '@kilau/event-store';

import { shippingReactions } from './reactions.js';

const progressed = (status: string, codes: number[]): NewEvent =>
  ({
    type: 'ShipmentProgressed',
    data: {
      orderId: 42,
      awb: 'JO0001',
      status,
      courierStatus: 'x',
      entries: codes.map((status_code, i) => ({ date_time: `2026-11-26T0${i}:00:00+07:00`, status: 's', status_code })),
      at: '2026-11-26T03:00:00.000Z',
    },
  }) as unknown as NewEvent;

const jobs = (event: NewEvent) => shippingReactions('order-42', event).map((job) => job.jobId);

describe("what a parcel's progress sets going", () => {
  it.each<[string, number[], string[]]>([
    ['packing', [101, 100], ['mail-parcel-on-its-way_42']],
    ['shipped', [100, 102, 103], ['mail-parcel-on-its-way_42']],
    ['on_shipping', [102], []],
    ['done', [104, 200], ['mail-review-link_42']],
    ['done', [100, 102, 103, 104, 200], ['mail-parcel-on-its-way_42', 'mail-review-link_42']],
  ])('reaching %s with codes %p mails %p', (status, codes, expected) => {
    expect(jobs(progressed(status, codes))).toEqual(expected);
  });

  it("hands the pickup mail J&T's pickup entry and the waybill", () => {
    const [job] = shippingReactions('order-42', progressed('packing', [101, 100]));
    expect(job).toMatchObject({
      queue: 'customer-mail',
      name: 'parcel-on-its-way',
      payload: { orderId: 42, awb: 'JO0001', entry: { status_code: 100, date_time: '2026-11-26T01:00:00+07:00' } },
    });
  });
});
