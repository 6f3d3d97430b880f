import { type ProviderSim, startProviderSim } from '../start-provider-sim.js';
import { jntControl } from './control/jnt-control.js';
import { JNT_PATHS, type JntRoute } from './http/jnt-paths.js';
import { JNT_SIM_CREDENTIALS as C, type JntSimOptions } from './jnt-config.js';
import { jntSign } from './signature.js';

/** J&T bodies as specs read them: any field, any depth. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- spec helper, like the specs' own override
export type Json = Record<string, any>;

export interface Answer {
  status: number;
  body: Json;
  text: string;
  headers: Headers;
}

export const basicAuth = (user: string = C.eccompanyid, password: string = C.trackingPassword) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A complete, valid create-order object, as the shop sends it (values as strings). */
export const sampleOrder = (orderid: string, extra: Json = {}): Json => ({
  username: C.username,
  api_key: C.apiKey,
  orderid,
  shipper_name: 'Kilau Titanium',
  shipper_contact: 'Kilau',
  shipper_phone: '+6281234567890',
  shipper_addr: 'Jl. Kemang Raya No. 10, Jakarta Selatan',
  origin_code: 'JKT',
  receiver_name: 'Siti Rahmawati',
  receiver_phone: '+6281298765432',
  receiver_addr: 'Jl. Merdeka No. 5, Kalideres, Jakarta Barat, DKI Jakarta, 11830',
  receiver_zip: '11830',
  destination_code: 'JKT',
  receiver_area: 'JKT001',
  qty: '2',
  weight: '1.2',
  goodsdesc: 'Titanium jewellery',
  item_name: 'Kalung Titanium, Gelang Charm',
  servicetype: '1',
  expresstype: '1',
  cod: '',
  goodsvalue: '350000',
  orderdate: '2025-09-15 14:18:37',
  sendstarttime: '2025-09-15 15:00:00',
  sendendtime: '2025-09-15 18:00:00',
  ...extra,
});

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: Json;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { text };
  }
  return { status: response.status, body, text, headers: response.headers };
}

/** A simulator with J&T calls that sign, post and answer `{status, body, text, headers}`. */
export async function startJntSim(jnt: JntSimOptions = {}) {
  const sim: ProviderSim = await startProviderSim({ jnt });
  const url = (route: JntRoute) => `${sim.jnt.apiUrl}/${JNT_PATHS[route]}`;
  const form = async (route: JntRoute, fields: Record<string, string>, signal?: AbortSignal) =>
    answer(
      await fetch(url(route), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        ...(signal ? { signal } : {}),
      }),
    );
  const orderCall = (route: 'create' | 'cancel', entries: Json[], key: string = C.orderKey) => {
    const dataParam = JSON.stringify({ detail: entries });
    return form(route, { data_param: dataParam, data_sign: jntSign(dataParam, key) });
  };
  return {
    sim,
    control: jntControl(sim.url),
    url,
    form,
    create: (order: Json, key?: string) => orderCall('create', [order], key),
    cancel: (orderid: string, remark = 'Dibatalkan pembeli', extra: Json = {}) =>
      orderCall('cancel', [{ username: C.username, api_key: C.apiKey, orderid, remark, ...extra }]),
    tariff: (query: Json, key: string = C.tariffKey) => {
      const data = JSON.stringify({
        weight: '1',
        sendSiteCode: 'JAKARTA',
        cusName: C.tariffCusName,
        productType: 'EZ',
        ...query,
      });
      return form('tariff', { data, sign: jntSign(data, key) });
    },
    track: async (awb: string, authorization = basicAuth(), eccompanyid: string = C.eccompanyid) =>
      answer(
        await fetch(url('track'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ awb, eccompanyid }),
        }),
      ),
    print: (billcode: string, key: string = C.printKey) => {
      const logistics = JSON.stringify({ billcode });
      return form('print', {
        logistics_interface: logistics,
        data_digest: jntSign(logistics, key),
        msg_type: 'GETPRINTURL',
        eccompanyid: C.eccompanyid,
      });
    },
  };
}

export type JntFixture = Awaited<ReturnType<typeof startJntSim>>;

/** One simulator for a spec file: started before its tests, J&T reset before each, stopped after. */
export function jntSim(jnt: JntSimOptions = {}) {
  const fixture = {} as { s: JntFixture };
  beforeAll(async () => {
    fixture.s = await startJntSim(jnt);
  });
  afterAll(() => fixture.s?.sim.stop());
  beforeEach(() => fixture.s.control.reset());
  return fixture;
}

/** Creates a valid order and answers its waybill. */
export async function createdAwb(s: JntFixture, orderid: string, extra: Json = {}): Promise<string> {
  const created = await s.create(sampleOrder(orderid, extra));
  if (created.body.detail?.[0]?.status !== 'Sukses') throw new Error(`create failed: ${created.text}`);
  return created.body.detail[0].awb_no as string;
}
