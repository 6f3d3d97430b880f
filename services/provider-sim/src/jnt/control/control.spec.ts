import { midtransControl } from '../../midtrans/control/midtrans-control.js';
import { createdAwb, jntSim, sampleOrder } from '../spec-helpers.js';

describe('the J&T control API', () => {
  const f = jntSim();

  it('lists orders with their waybill, stage and the payload as posted; finds one by either id', async () => {
    const awb = await createdAwb(f.s, 'KL-6001-1');
    const [listed] = await f.s.control.orders();
    expect(listed).toEqual({
      orderid: 'KL-6001-1',
      awb,
      statusCode: 101,
      status: 'Manifes',
      cancelled: false,
      held: false,
      returning: false,
      history: [{ statusCode: 101, status: 'Manifes', at: expect.any(String) }],
      createdAt: expect.any(String),
      request: sampleOrder('KL-6001-1'),
    });
    expect(await f.s.control.order('KL-6001-1')).toEqual(listed);
    expect(await f.s.control.order(awb)).toEqual(listed);
    await expect(f.s.control.order('KL-6404-1')).rejects.toThrow(/404/);
  });

  it('logs received requests with their route and decoded payload', async () => {
    await createdAwb(f.s, 'KL-6002-1');
    await f.s.tariff({ destAreaCode: 'TEBET' });
    await f.s.track('JO0000000000');
    const requests = await f.s.control.requests();
    expect(requests.map((r) => r.route)).toEqual(['create', 'tariff', 'track']);
    expect(requests[0]?.payload).toEqual({ detail: [sampleOrder('KL-6002-1')] });
    expect(requests[1]?.payload).toMatchObject({ destAreaCode: 'TEBET', cusName: 'KILAU' });
    expect(requests[2]?.payload).toEqual({ awb: 'JO0000000000', eccompanyid: 'KILAU' });
  });

  it('reset forgets J&T only; the whole simulator reset forgets J&T too', async () => {
    await createdAwb(f.s, 'KL-6003-1');
    await f.s.control.addFault({ route: 'track', kind: 'status' });
    await f.s.control.rejectArea('JKT002');
    await f.s.control.reset();
    expect(await f.s.control.orders()).toEqual([]);
    expect(await f.s.control.faults()).toEqual([]);
    expect(await f.s.control.requests()).toEqual([]);
    expect((await f.s.create(sampleOrder('KL-6003-1', { receiver_area: 'JKT002' }))).body.success).toBe(true);

    await midtransControl(f.s.sim.url).reset();
    expect(await f.s.control.orders()).toEqual([]);
  });

  it('health lists J&T', async () => {
    expect(await (await fetch(`${f.s.sim.url}/health`)).json()).toEqual({
      status: 'ok',
      providers: ['midtrans', 'jnt'],
    });
  });
});

describe('the J&T control API holding a parcel while stages pass by themselves', () => {
  const f = jntSim({ stageEveryMs: 150 });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('keeps a held parcel at its stage, still moves it on request, and lets it go again', async () => {
    const awb = await createdAwb(f.s, 'KL-6101-1');
    const held = await f.s.control.hold(awb, true);
    expect(held).toMatchObject({ held: true });
    await pause(600);
    expect(await f.s.control.order(awb)).toMatchObject({ statusCode: held.statusCode, held: true });

    const moved = await f.s.control.advance(awb, 103);
    await pause(600);
    expect(await f.s.control.order(awb)).toMatchObject({ statusCode: 103, held: true });
    expect(moved.statusCode).toBe(103);

    await f.s.control.hold(awb, false);
    await pause(600);
    expect(await f.s.control.order(awb)).toMatchObject({ statusCode: 200, held: false });
  });

  it('refuses a hold that is not true or false', async () => {
    const awb = await createdAwb(f.s, 'KL-6102-1');
    const answer = await fetch(`${f.s.sim.url}/__sim/jnt/orders/${awb}/hold`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ held: 'yes' }),
    });
    expect(answer.status).toBe(400);
  });
});
