import { JNT_SIM_CREDENTIALS } from '../jnt-config.js';
import { jntSign } from '../signature.js';
import { createdAwb, jntSim } from '../spec-helpers.js';

const URL_SHAPE = /^http:\/\/127\.0\.0\.1:\d+\/jnt\/labels\/[0-9a-f]{32}\.pdf$/;

describe('J&T print label', () => {
  const f = jntSim();

  it('answers a short-lived URL that serves the receipt as a real PDF', async () => {
    const awb = await createdAwb(f.s, 'KL-4001-1');
    const printed = await f.s.print(awb);
    expect(printed.body).toEqual({
      responseitems: [{ success: 'true', reason: '', rotaprinturl: expect.stringMatching(URL_SHAPE) }],
    });
    const pdf = await fetch(printed.body.responseitems[0].rotaprinturl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('answers S10 for an unknown billcode and S28 for a cancelled waybill', async () => {
    expect((await f.s.print('JO0000000000')).body).toEqual({ responseitems: [{ success: 'false', reason: 'S10' }] });
    const awb = await createdAwb(f.s, 'KL-4002-1');
    await f.s.cancel('KL-4002-1');
    expect((await f.s.print(awb)).body).toEqual({ responseitems: [{ success: 'false', reason: 'S28' }] });
  });

  it('answers S99 for a wrong digest, msg_type or eccompanyid', async () => {
    const awb = await createdAwb(f.s, 'KL-4003-1');
    expect((await f.s.print(awb, 'wrong-key')).body.responseitems[0]).toEqual({ success: 'false', reason: 'S99' });
    const logistics = JSON.stringify({ billcode: awb });
    const fields = {
      logistics_interface: logistics,
      data_digest: jntSign(logistics, JNT_SIM_CREDENTIALS.printKey),
      msg_type: 'GETPRINTURL',
      eccompanyid: JNT_SIM_CREDENTIALS.eccompanyid,
    };
    expect((await f.s.form('print', { ...fields, msg_type: 'ROTAPRINT' })).body.responseitems[0].reason).toBe('S99');
    expect((await f.s.form('print', { ...fields, eccompanyid: 'OTHER' })).body.responseitems[0].reason).toBe('S99');
    expect((await f.s.form('print', fields)).body.responseitems[0].success).toBe('true');
  });

  it('answers 404 for a link that never existed', async () => {
    expect((await fetch(`${f.s.sim.jnt.apiUrl}/labels/${'0'.repeat(32)}.pdf`)).status).toBe(404);
  });
});

describe('J&T label links', () => {
  const f = jntSim({ labelUrlTtlMs: 300, publicUrl: 'http://localhost:4999/' });

  it('name the public URL when one is set, and stop serving once expired', async () => {
    const awb = await createdAwb(f.s, 'KL-4101-1');
    const url: string = (await f.s.print(awb)).body.responseitems[0].rotaprinturl;
    expect(url).toMatch(/^http:\/\/localhost:4999\/jnt\/labels\/[0-9a-f]{32}\.pdf$/);
    const local = url.replace('http://localhost:4999', f.s.sim.url);
    expect((await fetch(local)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await fetch(local)).status).toBe(404);
  });
});
