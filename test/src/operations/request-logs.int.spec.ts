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
    lines.length = 0;
    for (let n = 0; n < 3; n++) expect((await shop.call('GET', '/api/products/')).status).toBe(200);
    expect((await shop.call('GET', '/api/cart/')).status).toBe(401);
    const requests = lines.filter((l) => l.msg === 'request completed' || l.msg === 'request errored');
    expect(requests.filter((l) => l.level === 'debug')).toHaveLength(3);
    expect(requests.filter((l) => l.level === 'warn')).toHaveLength(1);
    // a slow machine may cut the four answers across two periods: add the summaries up
    type Sums = { requests: number; ok: number; refused: number };
    const summed = (): Sums =>
      lines
        .filter((l) => l.msg === 'requests answered')
        .reduce<Sums>(
          (sum, l) => ({
            requests: sum.requests + Number(l.requests),
            ok: sum.ok + Number(l['2xx']),
            refused: sum.refused + Number(l['4xx']),
          }),
          { requests: 0, ok: 0, refused: 0 },
        );
    await waitUntil(() => summed().requests >= 4, { what: 'the summary lines' });
    expect(summed()).toEqual({ requests: 4, ok: 3, refused: 1 });
    expect(lines.filter((l) => l.msg === 'requests answered').every((l) => l.level === 'info')).toBe(true);
  });
});
