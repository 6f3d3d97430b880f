import { waitUntil } from '@kilau/local-stack';

import { JNT_SIM_CREDENTIALS } from '../jnt-config.js';
import { jntSign } from '../signature.js';
import { createdAwb, jntSim, sampleOrder } from '../spec-helpers.js';

describe('J&T fault injection', () => {
  const f = jntSim();

  it('status: answers an nginx error page for `times` requests, creating nothing', async () => {
    await f.s.control.addFault({ route: 'create', kind: 'status', status: 502, times: 1 });
    const failed = await f.s.create(sampleOrder('KL-5001-1'));
    expect(failed.status).toBe(502);
    expect(failed.headers.get('content-type')).toContain('text/html');
    expect(failed.text).toContain('502 Bad Gateway');
    expect(await f.s.control.orders()).toEqual([]);
    expect((await f.s.create(sampleOrder('KL-5001-1'))).body.success).toBe(true);
    expect(await f.s.control.faults()).toEqual([]);
  });

  it('status: without `times` spoils every request until cleared', async () => {
    await f.s.control.addFault({ route: 'track', kind: 'status' });
    const awb = await createdAwb(f.s, 'KL-5002-1');
    expect((await f.s.track(awb)).status).toBe(500);
    expect((await f.s.track(awb)).status).toBe(500);
    await f.s.control.clearFaults();
    expect((await f.s.track(awb)).body.awb).toBe(awb);
  });

  it('timeout: hangs without an answer until the client gives up, creating nothing', async () => {
    await f.s.control.addFault({ route: 'create', kind: 'timeout', times: 1 });
    const dataParam = JSON.stringify({ detail: [sampleOrder('KL-5003-1')] });
    const fields = { data_param: dataParam, data_sign: jntSign(dataParam, JNT_SIM_CREDENTIALS.orderKey) };
    await expect(f.s.form('create', fields, AbortSignal.timeout(300))).rejects.toThrow(/aborted/);
    expect(await f.s.control.orders()).toEqual([]);
    expect((await f.s.form('create', fields)).body.success).toBe(true);
  });

  it('timeout: with `ms`, drops the connection after that long', async () => {
    await f.s.control.addFault({ route: 'tariff', kind: 'timeout', ms: 200, times: 1 });
    const started = Date.now();
    await expect(f.s.tariff({ destAreaCode: 'TEBET' })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('timeout: a held request is dropped when the faults are cleared', async () => {
    await f.s.control.addFault({ route: 'print', kind: 'timeout' });
    const held = f.s.print('JO0000000000');
    await waitUntil(async () => (await f.s.control.requests()).some((r) => r.route === 'print'), {
      what: 'the print request to arrive',
    });
    await f.s.control.clearFaults();
    await expect(held).rejects.toThrow();
  });

  it('malformed: does the work but answers half the JSON', async () => {
    await f.s.control.addFault({ route: 'create', kind: 'malformed', times: 1 });
    const garbled = await f.s.create(sampleOrder('KL-5004-1'));
    expect(garbled.status).toBe(200);
    expect(garbled.headers.get('content-type')).toContain('application/json');
    expect(garbled.text.startsWith('{"success":true')).toBe(true);
    expect(() => JSON.parse(garbled.text) as unknown).toThrow();
    const [order] = await f.s.control.orders();
    expect(order?.orderid).toBe('KL-5004-1');
    expect((await f.s.create(sampleOrder('KL-5004-1'))).body.detail[0].existing_awbno).toBe(order?.awb);
  });

  it('latency: answers normally after the delay', async () => {
    const awb = await createdAwb(f.s, 'KL-5005-1');
    await f.s.control.addFault({ route: 'cancel', kind: 'latency', ms: 300, times: 1 });
    const started = Date.now();
    const cancelled = await f.s.cancel('KL-5005-1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(cancelled.body.success).toBe(true);
    expect((await f.s.control.order(awb)).cancelled).toBe(true);
  });

  it('refuses a fault it cannot apply', async () => {
    await expect(f.s.control.addFault({ route: 'label' as 'print', kind: 'status' })).rejects.toThrow(
      /400.*route must be one of create, cancel, tariff, track, print/,
    );
    await expect(f.s.control.addFault({ route: 'print', kind: 'status', status: 404 })).rejects.toThrow(/5xx/);
  });
});
