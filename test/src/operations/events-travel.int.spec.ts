import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { EventStore, pgDatabase, ProjectionRunner } from '@kilau/event-store';
import { placeDemoOrders } from '@kilau/local-stack';
import { DEMO_STAFF_EMAIL, readModels, seedDemoData } from '@kilau/shop';

import { createTestDatabase, type TestDatabase } from '../harness/database.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';

const dist = fileURLToPath(new URL('../../../services/local-stack/dist/', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** One of the CLIs behind `npm run events` and `npm run replay:sandbox`, as a process of its own. */
function run(script: string, args: string[], databaseUrl?: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(dist, script), ...args],
      { env: { ...process.env, DATABASE_URL: databaseUrl ?? '' }, maxBuffer: 64 * 1024 * 1024, timeout: 90_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * The demo's history travels: exported from a shop that placed `npm start`'s demo orders,
 * imported elsewhere with streams, versions, ids, metadata and times kept, and replayed in a
 * sandbox whose read models must equal the shop's, until a read-model row of the shop is changed.
 */
describe('events export, import and the sandbox replay', () => {
  let shop: ShopUnderTest;
  let target: TestDatabase;
  let dir: string;
  let file: string;
  const sql = async <T>(text: string, params: unknown[] = []) => (await shop.sql.query(text, params)).rows as T[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kilau-events-'));
    file = join(dir, 'events.ndjson');
    shop = await startShop({ trackingRefreshMs: 300 }, { providers: true });
    await seedDemoData({ databaseUrl: shop.config.databaseUrl, mediaDir: shop.config.mediaDir });
    const demo = await placeDemoOrders({
      shopUrl: shop.url,
      inboxUrl: shop.mail.inboxUrl,
      simUrl: shop.sim!.url,
      staffEmail: DEMO_STAFF_EMAIL,
      waitMs: 30_000,
    });
    expect(demo).toMatchObject({ skipped: false, placed: 12 });
    // no more events, and every read model past the last one (the shop's own runner, caught up): the source holds still
    await shop.retireInProcess();
    await new ProjectionRunner(pgDatabase(shop.sql), new EventStore(), readModels()).catchUp();
    target = await createTestDatabase();
  }, 150_000);

  afterAll(async () => {
    await target?.drop();
    await shop?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('exports one line an event, by global position, and imports them elsewhere kept, twice changing nothing', async () => {
    const exported = await run('events.js', ['export'], shop.config.databaseUrl);
    expect(exported.code).toBe(0);
    // as `npm run events -- export > events.ndjson` writes it: npm's banner first
    await writeFile(
      file,
      `\n> kilau@0.1.0 events\n> node services/local-stack/dist/events.js export\n\n${exported.stdout}`,
    );
    const lines = exported.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const [{ count }] = (await sql<{ count: number }>('SELECT count(*)::int AS count FROM events')) as [
      { count: number },
    ];
    expect(lines.length).toBe(count);
    expect(lines.map((line) => Number(line.position))).toEqual(
      lines.map((line) => Number(line.position)).sort((a, b) => a - b),
    );
    expect(lines[0]).toEqual({
      position: expect.any(String),
      streamId: expect.stringMatching(/^[a-z-]+-\S+$/),
      streamType: expect.any(String),
      version: 1,
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: expect.any(String),
      data: expect.anything(),
      metadata: expect.any(Object),
      recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/),
    });

    // --from: what was recorded from then on, to the microsecond
    const middle = lines[Math.floor(lines.length / 2)].recordedAt as string;
    const [{ later }] = (await sql<{ later: number }>(
      'SELECT count(*)::int AS later FROM events WHERE recorded_at >= $1::timestamptz',
      [middle],
    )) as [{ later: number }];
    const since = await run('events.js', ['export', '--from', middle], shop.config.databaseUrl);
    expect(since.stdout.trim().split('\n').length).toBe(later);
    expect(since.stderr).toContain(`exported ${later} events recorded from`);
    expect((await run('events.js', ['export', '--from', 'someday'], shop.config.databaseUrl)).code).toBe(2);

    const first = await run('events.js', ['import', file], target.url);
    expect(first.stderr).toContain(`imported ${count} events; 0 were in the log already`);
    expect(first.code).toBe(0);
    const logOf = `SELECT stream_id, stream_version, event_id, event_type, data, metadata, recorded_at
                   FROM events ORDER BY global_position`;
    const streamsOf = 'SELECT stream_id, stream_type, version FROM event_streams ORDER BY stream_id';
    const { pgQuery } = await import('@kilau/local-stack');
    const imported = await pgQuery(target.url, logOf);
    expect(imported).toEqual(await sql(logOf));
    expect(await pgQuery(target.url, streamsOf)).toEqual(await sql(streamsOf));

    const again = await run('events.js', ['import', file], target.url);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain(`imported 0 events; ${count} were in the log already`);
    expect(await pgQuery(target.url, logOf)).toEqual(imported);
  }, 60_000);

  it('refuses a file whose versions conflict with the log, naming each line, and imports none of it', async () => {
    const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => line.startsWith('{'));
    const order = lines.findIndex((line) => JSON.parse(line).streamType === 'order');
    const clash = { ...JSON.parse(lines[order]!), eventId: '00000000-0000-4000-8000-000000000001' };
    const gap = { ...JSON.parse(lines[order]!), eventId: '00000000-0000-4000-8000-000000000002', version: 99 };
    const conflicting = join(dir, 'conflicting.ndjson');
    await writeFile(conflicting, [JSON.stringify(clash), lines.at(-1), JSON.stringify(gap), 'nonsense'].join('\n'));
    const { pgQuery } = await import('@kilau/local-stack');
    const before = await pgQuery(target.url, 'SELECT count(*)::int AS n FROM events');

    const refused = await run('events.js', ['import', conflicting], target.url);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `line 1: stream ${clash.streamId} already has another event at version ${clash.version} (event ${clash.eventId} conflicts with it)`,
    );
    expect(refused.stderr).toContain(`line 3: stream ${gap.streamId} is at version`);
    expect(refused.stderr).toContain('line 4: not JSON');
    expect(refused.stderr).toContain('3 lines refused; nothing was imported');
    expect(await pgQuery(target.url, 'SELECT count(*)::int AS n FROM events')).toEqual(before);
  }, 60_000);

  it('replays the file in a sandbox whose read models equal the shop’s, and reports a changed row', async () => {
    const same = await run('replay-sandbox.js', [file, '--compare', shop.config.databaseUrl]);
    expect(same.stderr).toMatch(/order-summaries: rebuilt from \d+ events/);
    expect(same.stdout).toContain('no differences');
    expect(same.code).toBe(0);

    const [changed] = await sql<{ order_id: string }>(
      `UPDATE admin_orders SET payment_status = 'tampered'
       WHERE order_id = (SELECT min(order_id) FROM admin_orders) RETURNING order_id::text`,
    );
    const [gone] = await sql<{ order_id: string }>(
      `DELETE FROM order_tracking WHERE order_id = (SELECT max(order_id) FROM order_tracking) RETURNING order_id::text`,
    );
    const differ = await run('replay-sandbox.js', [file, '--compare', shop.config.databaseUrl]);
    expect(differ.code).toBe(1);
    expect(differ.stdout).toContain(`differs: order_id=${changed!.order_id}`);
    expect(differ.stdout).toMatch(/payment_status: source "tampered", sandbox "\w+"/);
    expect(differ.stdout).toContain(`only in the sandbox: order_id=${gone!.order_id}`);
    expect(differ.stdout).toMatch(
      /admin_orders: (\d+) rows in the source, \1 in the sandbox; 0 only in the source, 0 only in the sandbox, 1 differ/,
    );
  }, 120_000);
});
