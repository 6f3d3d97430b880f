import { waitUntil } from '../harness/wait.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';

/**
 * `npm start`'s terminal: successful requests logged at debug (out of an info log), refusals
 * still at warn, and a line a period that counts the answers by class.
 */
describe('request lines for a readable terminal', () => {
  let shop: ShopUnderTest;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    shop = await startShop(
      { requestLog: { successLevel: 'debug', summaryMs: 300 } },
      { worker: false, logTo: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
  });
  afterAll(() => shop.close());

  it('logs a success at debug, a refusal at warn, and sums them up once a period', async () => {
    for (let n = 0; n < 3; n++) expect((await shop.call('GET', '/api/products/')).status).toBe(200);
    expect((await shop.call('GET', '/api/cart/')).status).toBe(401);
    const requests = lines.filter((l) => l.msg === 'request completed' || l.msg === 'request errored');
    expect(requests.filter((l) => l.level === 'debug')).toHaveLength(3);
    expect(requests.filter((l) => l.level === 'warn')).toHaveLength(1);
    const summary = await waitUntil(() => lines.find((l) => l.msg === 'requests answered'), {
      what: 'the summary line',
    });
    expect(summary).toMatchObject({ level: 'info', requests: 4, '2xx': 3, '4xx': 1, '5xx': 0 });
  });
});
