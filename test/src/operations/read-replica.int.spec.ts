import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { databaseUrl, pgQuery, quoteIdentifier } from '@kilau/local-stack';

import { addProduct } from '../fixtures/catalogue.js';
import { harnessEnv } from '../harness/database.js';
import { logIn, logInStaff, shopAt, type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';

type Named = Array<{ name: string }>;
const names = (body: unknown) =>
  (Array.isArray(body) ? (body as Named) : (body as { results: Named }).results).map((item) => item.name);

/**
 * DATABASE_READ_URL: the catalogue's and the console's reads go to a second database, everything
 * that writes (and what a shopper reads right after writing it) stays on the primary. The "replica"
 * here is another database holding other rows, reached as a role that may only read: a read served
 * from it shows its rows, and any write routed to it would be refused ("read-only transaction").
 */
describe('reads on a read replica (DATABASE_READ_URL)', () => {
  const suffix = `${harnessEnv().runId}_${randomBytes(4).toString('hex')}`;
  const replicaName = `kilau_test_replica_${suffix}`;
  const reader = `kilau_reader_${suffix}`;
  const server = harnessEnv().serverUrl;
  let shop: ShopUnderTest;
  let replicaSql: pg.Pool;
  let replicated: ShopProcess;
  let onReplica: ShopUnderTest;
  let readerUrl: string;

  beforeAll(async () => {
    shop = await startShop();
    await pgQuery(
      server,
      `CREATE DATABASE ${quoteIdentifier(replicaName)} TEMPLATE ${quoteIdentifier(harnessEnv().template)}`,
    );
    const password = randomBytes(12).toString('hex');
    await pgQuery(server, `CREATE ROLE ${reader} LOGIN PASSWORD '${password}'`);
    await pgQuery(server, `ALTER ROLE ${reader} SET default_transaction_read_only = on`);
    const replicaAdminUrl = databaseUrl(server, replicaName);
    await pgQuery(replicaAdminUrl, `GRANT USAGE ON SCHEMA public TO ${reader}`);
    await pgQuery(replicaAdminUrl, `GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${reader}`);
    replicaSql = new pg.Pool({ connectionString: replicaAdminUrl, max: 2 });
    replicaSql.on('error', () => undefined);

    await addProduct(shop.sql, { name: 'Kalung Primer', price: 100_000 });
    await addProduct(replicaSql, { name: 'Kalung Replika', price: 100_000 });

    const asReader = new URL(replicaAdminUrl);
    asReader.username = reader;
    asReader.password = password;
    readerUrl = asReader.toString();
    replicated = await spawnShopProcess(shop, 'main', { DATABASE_READ_URL: readerUrl });
    onReplica = shopAt(shop, replicated.url!);
  }, 120_000);

  afterAll(async () => {
    await replicated?.stop();
    await replicaSql?.end();
    await pgQuery(server, `DROP DATABASE IF EXISTS ${quoteIdentifier(replicaName)} WITH (FORCE)`).catch(
      () => undefined,
    );
    await pgQuery(server, `DROP ROLE IF EXISTS ${reader}`).catch(() => undefined);
    await shop?.close();
  });

  it('without it every read is the primary’s', async () => {
    expect(names((await shop.call('GET', '/api/products/')).body)).toEqual(['Kalung Primer']);
  });

  it('the catalogue, its search and the product pages are read from the replica', async () => {
    expect(names((await onReplica.call('GET', '/api/products/')).body)).toEqual(['Kalung Replika']);
    expect(names((await onReplica.call('GET', '/api/search/?q=kalung')).body)).toEqual(['Kalung Replika']);
    const [replicaProduct] = (await replicaSql.query(`SELECT id FROM products WHERE name = 'Kalung Replika'`)).rows;
    expect((await onReplica.call('GET', `/api/products/${replicaProduct.id}/`)).body).toMatchObject({
      name: 'Kalung Replika',
    });
    const connected = await shop.sql.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE usename = $1 AND application_name = 'kilau-read'`,
      [reader],
    );
    expect(connected.rows[0].n).toBeGreaterThan(0);
  });

  it('the console’s tables are read from the replica too, its staff check from the primary', async () => {
    const staff = await logInStaff(onReplica, `staf-replika-${suffix}@kilau.id`);
    const listed = await onReplica.call('GET', '/api/admin/products/', { token: staff.access });
    expect(listed.status).toBe(200);
    expect(names(listed.body)).toEqual(['Kalung Replika']);
  });

  it('logging in, the cart and its reads stay on the primary (the read-only replica would refuse every write)', async () => {
    const shopper = await logIn(onReplica, `replika-${suffix}@example.com`);
    const [primaryProduct] = (await shop.sql.query(`SELECT id FROM products WHERE name = 'Kalung Primer'`)).rows;
    const added = await onReplica.call('POST', '/api/cart/add/', {
      token: shopper.access,
      body: { product: primaryProduct.id, charms: [], quantity: 1, message: '' },
    });
    expect(added.status).toBe(201);
    const cart = await onReplica.call('GET', '/api/cart/', { token: shopper.access });
    expect(cart.status).toBe(200);
    expect(JSON.stringify(cart.body)).toContain('Kalung Primer');
    const onPrimary = await shop.sql.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [
      shopper.user.email,
    ]);
    expect(onPrimary.rows[0].n).toBe(1);
    const onReplicaDb = await replicaSql.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [
      shopper.user.email,
    ]);
    expect(onReplicaDb.rows[0].n).toBe(0);
  });

  it('the replica’s role really is read-only: a write sent there is refused', async () => {
    await expect(pgQuery(readerUrl, `INSERT INTO users (email) VALUES ('nobody@example.com')`)).rejects.toThrow(
      /read-only transaction/,
    );
  });
});
