import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { createTestDatabase, type TestDatabase } from '@kilau/test';

const script = fileURLToPath(new URL('../dist/grant-staff.js', import.meta.url));

/** `npm run grant-staff -- <email>`: how a production shop, which has no demo seed, gets its first staff member. */
describe('npm run grant-staff', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  const run = (...args: string[]) =>
    spawnSync(process.execPath, [script, ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: database.url },
    });

  async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[]): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  }
  const staffFlag = async (email: string) =>
    (await sql<{ is_staff: boolean }>('SELECT is_staff FROM users WHERE email = $1', [email]))[0]?.is_staff;

  it('makes a new address a staff account, in lower case', async () => {
    expect(run('  Pemilik@Toko.Example ')).toMatchObject({ status: 0 });
    expect(await staffFlag('pemilik@toko.example')).toBe(true);
  });

  it('makes an existing customer staff, and is safe to run again', async () => {
    expect(run('pemilik2@toko.example').status).toBe(0); // migrates an empty database first
    await sql('INSERT INTO users (email) VALUES ($1)', ['pembeli@toko.example']);
    expect(await staffFlag('pembeli@toko.example')).toBe(false);
    expect(run('pembeli@toko.example').status).toBe(0);
    expect(run('pembeli@toko.example').status).toBe(0);
    expect(await staffFlag('pembeli@toko.example')).toBe(true);
  });

  it.each([[[]], [['not an address']]])('refuses %j, naming its usage', (args) => {
    const refused = run(...args);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/usage: npm run grant-staff -- <email address>/);
  });
});
