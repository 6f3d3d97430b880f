import { waitUntil } from '@kilau/local-stack';

import { basicAuth, createdAwb, jntSim, type Json, sampleOrder } from '../spec-helpers.js';

const WIB_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const codesOf = (body: Json): number[] => body.history.map((h: Json) => h.status_code);

describe('J&T tracking', () => {
  const f = jntSim();

  it('answers the whole shape for a new waybill: one Manifes entry', async () => {
    const awb = await createdAwb(f.s, 'KL-3001-1', { cod: '0' });
    const tracked = await f.s.track(awb);
    expect(tracked.status).toBe(200);
    expect(tracked.body).toEqual({
      awb,
      orderid: 'KL-3001-1',
      detail: {
        shipped_date: '',
        services_code: 'EZ',
        services_type: 'EZ',
        actual_amount: expect.stringMatching(/^\d+$/),
        weight: '1.2',
        qty: '2',
        itemname: 'Kalung Titanium, Gelang Charm',
        note: 'Titanium jewellery',
        detail_cost: {
          shipping_cost: tracked.body.detail.actual_amount,
          add_cost: '0',
          insurance_cost: '0',
          cod: '0',
          return_cost: '0',
        },
        sender: {
          name: 'Kilau Titanium',
          addr: sampleOrder('x').shipper_addr,
          city: 'JAKARTA',
          zipcode: '',
          geoloc: '',
        },
        receiver: {
          name: 'Siti Rahmawati',
          addr: sampleOrder('x').receiver_addr,
          city: 'JAKARTA',
          zipcode: '11830',
          geoloc: '',
        },
        driver: { name: '' },
        delivDriver: { id: '', name: '', phone: '', photo: '' },
      },
      history: [
        {
          date_time: expect.stringMatching(WIB_TIME),
          city_name: 'JAKARTA',
          status: 'Manifes',
          status_code: 101,
          storeName: 'JAKARTA_DP',
          note: '',
          receiver: '',
          presenter: '',
          presentername: '',
          driverName: '',
          driverPhone: '',
          agentName: '',
          nextSiteName: '',
          distributionFlag: '0',
        },
      ],
    });
  });

  it('writes times in WIB (UTC+7)', async () => {
    const awb = await createdAwb(f.s, 'KL-3002-1');
    const [entry] = (await f.s.track(awb)).body.history;
    const asUtc = new Date(`${entry.date_time.replace(' ', 'T')}Z`).getTime() - 7 * 3_600_000;
    expect(Math.abs(asUtc - Date.now())).toBeLessThan(5000);
  });

  it('refuses other credentials with HTTP 401', async () => {
    const awb = await createdAwb(f.s, 'KL-3003-1');
    for (const refused of [
      await f.s.track(awb, basicAuth('KILAU', 'wrong')),
      await f.s.track(awb, ''),
      await f.s.track(awb, basicAuth(), 'OTHER'),
    ]) {
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error_id: '401', error_message: 'Unauthorized' });
    }
  });

  it('answers an unknown waybill with HTTP 200 and error_id 404', async () => {
    const unknown = await f.s.track('JO0000000000');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ error_id: '404', error_message: 'Data tidak ditemukan' });
  });

  it('follows the control API through every stage to delivery, chronologically', async () => {
    const awb = await createdAwb(f.s, 'KL-3004-1');
    await f.s.control.advance(awb);
    const pickedUp = (await f.s.track(awb)).body;
    expect(codesOf(pickedUp)).toEqual([101, 100]);
    expect(pickedUp.history[1]).toMatchObject({
      status: 'Paket telah di pick up oleh kurir',
      driverName: expect.any(String),
      driverPhone: expect.stringMatching(/^\+62\d+$/),
    });
    expect(pickedUp.detail.shipped_date).toBe(pickedUp.history[1].date_time);

    await f.s.control.advance(awb, 200);
    const delivered = (await f.s.track(awb)).body;
    expect(codesOf(delivered)).toEqual([101, 100, 102, 103, 104, 200]);
    expect(delivered.history.map((h: { status: string }) => h.status).slice(2)).toEqual([
      'Paket akan dikirimkan ke JAKARTA_GATEWAY',
      'Paket telah sampai di JAKARTA_GATEWAY',
      'Paket sedang diantar ke alamat penerima',
      'Paket telah diterima oleh Siti Rahmawati',
    ]);
    expect(delivered.detail.delivDriver.name).not.toBe('');
    await expect(f.s.control.advance(awb)).rejects.toThrow(/409.*already at 200/);
  });

  it('returns a parcel to its sender', async () => {
    const awb = await createdAwb(f.s, 'KL-3005-1', { origin_code: 'SUB', destination_code: 'MES' });
    await f.s.control.advance(awb, 103);
    const returning = await f.s.control.returnToSender(awb);
    expect(returning).toMatchObject({ statusCode: 401, status: 'Paket akan diretur ke pengirim', returning: true });
    await f.s.control.advance(awb);
    const back = (await f.s.track(awb)).body;
    expect(codesOf(back)).toEqual([101, 100, 102, 103, 401, 402]);
    expect(back.history[5]).toMatchObject({
      status: 'Paket telah diterima kembali oleh pengirim',
      city_name: 'SURABAYA',
    });
    expect(back.history[2].status).toBe('Paket akan dikirimkan ke MEDAN_GATEWAY');
    expect(back.detail.detail_cost.return_cost).toBe(back.detail.actual_amount);
  });

  it('refuses a control move to nowhere, and to an unknown waybill', async () => {
    const awb = await createdAwb(f.s, 'KL-3006-1');
    await expect(f.s.control.advance(awb, 999 as 200)).rejects.toThrow(/400.*to must be one of/);
    await expect(f.s.control.advance('JO0000000000')).rejects.toThrow(/404/);
  });
});

describe('J&T tracking with stages passing by time', () => {
  const f = jntSim({ stageEveryMs: 150 });

  it('moves parcels along by themselves, worked out when asked', async () => {
    const awb = await createdAwb(f.s, 'KL-3101-1');
    const body = await waitUntil(
      async () => {
        const tracked = (await f.s.track(awb)).body;
        return codesOf(tracked).length === 3 && tracked;
      },
      { what: 'two stages to pass' },
    );
    expect(codesOf(body)).toEqual([101, 100, 102]);
    const final = await waitUntil(
      async () => {
        const tracked = (await f.s.track(awb)).body;
        return codesOf(tracked).at(-1) === 200 && tracked;
      },
      { what: 'delivery' },
    );
    expect(codesOf(final)).toEqual([101, 100, 102, 103, 104, 200]);
    expect((await f.s.control.order(awb)).statusCode).toBe(200);
  });

  it('leaves a cancelled order where it is', async () => {
    const awb = await createdAwb(f.s, 'KL-3102-1');
    expect((await f.s.cancel('KL-3102-1')).body.success).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(codesOf((await f.s.track(awb)).body)).toEqual([101, 150]);
  });
});
