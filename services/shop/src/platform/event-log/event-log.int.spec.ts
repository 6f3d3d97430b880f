import { type ShopUnderTest, startShop } from '@kilau/test';

import { EventLog } from './event-log.js';

/** The write side's own connections, as commands use them. */
describe('event log', () => {
  let shop: ShopUnderTest;
  let log: EventLog;

  beforeAll(async () => {
    shop = await startShop({}, { worker: false });
    log = shop.api.get(EventLog);
  });
  afterAll(() => shop.close());

  it('runs a statement on its generic plan from the first time, instead of planning it for each call', async () => {
    const statement = 'SELECT id FROM products WHERE id = ANY($1::int[]) /* event-log spec */';
    const plans = await log.transact(async (session) => {
      for (const ids of [[1], [2, 3], []]) await session.query(statement, [ids]);
      const { rows } = await session.query<{ generic: number; custom: number }>(
        `SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
         WHERE statement = $1`,
        [statement],
      );
      return rows;
    });
    expect(plans).toEqual([{ generic: 3, custom: 0 }]);
  });
});
