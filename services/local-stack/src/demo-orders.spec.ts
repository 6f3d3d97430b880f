import { demoOrdersSummary, simulatorUrl } from './demo-orders.js';

describe('simulatorUrl', () => {
  const sim = { MIDTRANS_API_URL: 'http://127.0.0.1:4010/midtrans/api', JNT_API_URL: 'http://127.0.0.1:4010/jnt' };

  it.each([
    ['both providers from the simulator', sim, 'http://127.0.0.1:4010'],
    ['Midtrans from the environment', { JNT_API_URL: sim.JNT_API_URL }, undefined],
    ['J&T from the environment', { MIDTRANS_API_URL: sim.MIDTRANS_API_URL }, undefined],
    ['neither', {}, undefined],
    ['two different hosts', { ...sim, JNT_API_URL: 'https://jnt.example.com/jnt' }, undefined],
  ])('%s', (_case, providers, expected) => {
    expect(simulatorUrl(providers)).toBe(expected);
  });
});

describe('demoOrdersSummary', () => {
  const labels = { all: 'All', awaiting_shipment: 'Awaiting Shipment', done: 'Done', cancelled: 'Cancelled' };

  it('names the figures and the tabs that hold orders', () => {
    const result = {
      skipped: false as const,
      placed: 3,
      paid: 2,
      labelled: 1,
      cancelled: 1,
      stillMoving: 0,
      tabs: { all: 3, awaiting_shipment: 1, done: 1, cancelled: 1, collection: 0 },
    };
    expect(demoOrdersSummary(result, labels)).toBe(
      'demo orders: 3 placed, 2 paid, 1 unpaid, 1 labelled, 1 cancelled (tabs: Awaiting Shipment 1, Done 1, Cancelled 1)',
    );
  });

  it('says when orders are still on their way, and when the shop had orders already', () => {
    const moving = { skipped: false as const, placed: 1, paid: 1, labelled: 1, cancelled: 0, stillMoving: 1, tabs: {} };
    expect(demoOrdersSummary(moving, labels)).toMatch(
      /; 1 orders still on their way \(the tracking sweep and the staff table catch up\)$/,
    );
    expect(demoOrdersSummary({ skipped: true, existing: 5 }, labels)).toBe(
      'demo orders: the shop already holds 5 orders, none added',
    );
  });
});
