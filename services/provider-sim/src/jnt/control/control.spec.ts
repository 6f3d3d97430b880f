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
