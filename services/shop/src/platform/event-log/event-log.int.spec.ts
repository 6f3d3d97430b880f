import pg from 'pg';

import { addProduct, logIn, type ShopUnderTest, startShop } from '@kilau/test';

import { EventLog } from './event-log.js';

/** The write side's own connections, as commands use them. */
describe('event log', () => {
  let shop: ShopUnderTest;
  let log: EventLog;

  beforeAll(async () => {
    shop = await startShop();
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

  it('wakes no read model for a cart add, which none reads', async () => {
    const { access: token } = await logIn(shop, 'tanpa-bangun@example.com');
    const product = await addProduct(shop.sql, { name: 'Kalung Sunyi', price: 100_000 });
    const listener = new pg.Client({ connectionString: shop.config.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (note) => heard.push(note.payload ?? ''));
    await listener.query(`LISTEN ${log.store.notifyChannel}`);
    try {
      const added = await shop.call('POST', '/api/cart/add/', { body: { product, quantity: 1 }, token });
      expect(added.status).toBe(201);
      // notifications arrive in commit order: once this one is heard, the add's would have been
      await shop.sql.query('SELECT pg_notify($1, $2)', [log.store.notifyChannel, 'after the add']);
      const deadline = Date.now() + 5_000;
      while (heard.length === 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10));
      expect(heard).toEqual(['after the add']);
    } finally {
      await listener.end();
    }
  });
});
