import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { waitUntil } from '@kilau/local-stack';

import { type ProviderSim, startProviderSim } from '../start-provider-sim.js';
import { midtransControl } from './control/midtrans-control.js';
import { type MidtransSimOptions } from './midtrans-config.js';

export const SERVER_KEY = 'SB-Mid-server-spec';
export const basicAuth = (key = SERVER_KEY) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/** Midtrans bodies as specs read them: any field, any depth. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- spec helper, like the specs' own override
export type Json = Record<string, any>;

/** A simulator with short notification retries, and calls that answer `{status, body}`. */
export async function startSim(midtrans: MidtransSimOptions = {}) {
  const sim: ProviderSim = await startProviderSim({
    midtrans: { serverKey: SERVER_KEY, notificationRetryDelaysMs: [50, 100, 200], ...midtrans },
  });
  const call = async (
    url: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        authorization: basicAuth(),
        'content-type': 'application/json',
        accept: 'application/json',
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    let body: Json;
    try {
      body = JSON.parse(text) as Json;
    } catch {
      body = { text };
    }
    return { status: response.status, body, headers: response.headers };
  };
  return {
    sim,
    control: midtransControl(sim.url),
    snap: (path: string, init?: Parameters<typeof call>[1]) => call(`${sim.midtrans.snapUrl}${path}`, init),
    core: (path: string, init?: Parameters<typeof call>[1]) => call(`${sim.midtrans.apiUrl}${path}`, init),
  };
}

export type SimFixture = Awaited<ReturnType<typeof startSim>>;

export const order = (orderId: string, grossAmount = 150_000, extra: Json = {}) => ({
  transaction_details: { order_id: orderId, gross_amount: grossAmount },
  ...extra,
});

export interface Received {
  body: Json;
  headers: IncomingHttpHeaders;
  at: number;
}

/** A notification receiver on a free port; `answer` picks the HTTP status per delivery (default 200). */
export async function startReceiver(answer: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json,
        headers: request.headers,
        at: Date.now(),
      });
      response.writeHead(answer(received.length)).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/midtrans/notification`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * A simulator that notifies a receiver, for one spec file: both started before its tests, the
 * simulator reset before each test, both stopped after. `sim` and `receiver` are there once the
 * file's beforeAll ran; `notified` waits for an order's first `count` notification bodies.
 */
export function simWithReceiver(midtrans: MidtransSimOptions = {}) {
  const fixture = {} as { sim: SimFixture; receiver: Receiver };
  beforeAll(async () => {
    fixture.receiver = await startReceiver();
    fixture.sim = await startSim({ ...midtrans, notificationUrl: fixture.receiver.url });
  });
  afterAll(async () => {
    await fixture.sim?.sim.stop();
    await fixture.receiver?.close();
  });
  beforeEach(() => fixture.sim.control.reset());
  const notified = (orderId: string, count: number) =>
    waitUntil(
      () => {
        const bodies = fixture.receiver.received.filter((r) => r.body.order_id === orderId).map((r) => r.body);
        return bodies.length >= count && bodies;
      },
      { what: `${count} notifications for ${orderId}` },
    );
  return Object.assign(fixture, { notified });
}
