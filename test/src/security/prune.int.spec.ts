import { createHash, randomUUID } from 'node:crypto';

import { DataSource } from 'typeorm';

import { Prune, runLocked } from '@kilau/shop';

import { waitUntil } from '../harness/wait.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { type ShopProcess, spawnShopProcess } from '../shop-process.js';

type Fate = 'pruned' | 'kept';

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * What the shop forgets once it has served its time: login codes and refresh tokens a day after
 * they can no longer be used (a rotated token of a live session stays, to catch its reuse),
 * payment notifications after 180 days, and newsletter addresses never confirmed a month after
 * their last confirmation mail. One process prunes at a time.
 */
describe('prune', () => {
  let shop: ShopUnderTest;
  let userId: number;
  const fates = new Map<string, Fate>();

  beforeAll(async () => {
    shop = await startShop();
    const { rows } = await shop.sql.query<{ id: number }>(
      `INSERT INTO users (email) VALUES ('lama@example.com') RETURNING id`,
    );
    userId = rows[0]!.id;
    // the worker prunes once as it starts (then every PRUNE_MS): that first run is over before
    // the tests lay their rows, so the counts below are the tests' own
    await waitUntil(async () => (await shop.worker!.get(Prune).run()).ran, { what: "the worker's first prune" });
  });
  afterAll(() => shop.close());

  /** A login code that died `endedAgo`; `fate`: what the prune must do with it. */
  async function code(fate: Fate, endedAgo: string, state = ''): Promise<string> {
    const id = randomUUID();
    fates.set(id, fate);
    await shop.sql.query(
      `INSERT INTO otp_codes (id, email, code_hash, expires_at, created_at, used_at, superseded_at)
       VALUES ($1, 'lama@example.com', repeat('0', 64), now() - $2::interval, now() - $2::interval - interval '5 minutes',
               CASE WHEN $3 = 'used' THEN now() - $2::interval ELSE NULL END,
               CASE WHEN $3 = 'superseded' THEN now() - $2::interval ELSE NULL END)`,
      [id, endedAgo, state],
    );
    return id;
  }

  /** A refresh token of `family` whose session ends at now() + `endsIn`, revoked `revokedAgo` (or live). */
  async function token(fate: Fate, family: string, endsIn: string, revokedAgo?: string) {
    const id = randomUUID();
    fates.set(id, fate);
    await shop.sql.query(
      `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at, revoked_at)
       VALUES ($1, $2, $3, $4, now() + $5::interval, now() - $6::interval)`,
      [id, userId, family, hashOf(id), endsIn, revokedAgo ?? null],
    );
  }

  async function notification(fate: Fate, receivedAgo: string) {
    const id = randomUUID();
    fates.set(id, fate);
    await shop.sql.query(
      `INSERT INTO payment_notifications (id, fingerprint, provider_order_id, order_id, transaction_status, status_code,
                                          gross_amount, body, received_at)
       VALUES ($1, $2, '7-1', 7, 'settlement', '200', '100000.00', '{}', now() - $3::interval)`,
      [id, hashOf(id), receivedAgo],
    );
  }

  /** A newsletter address whose last confirmation mail went `requestedAgo`, confirmed or not. */
  async function subscription(fate: Fate, requestedAgo: string, confirmed = false) {
    const { rows } = await shop.sql.query<{ id: number }>(
      `INSERT INTO newsletter_subscriptions (email, created_at, confirm_requested_at, confirmed_at)
       VALUES ($1, now() - $2::interval, now() - $2::interval, CASE WHEN $3 THEN now() - $2::interval END)
       RETURNING id`,
      [`kabar-${randomUUID()}@example.com`, requestedAgo, confirmed],
    );
    fates.set(`subscription-${rows[0]!.id}`, fate);
  }

  async function rowsLeft(): Promise<Set<string>> {
    const { rows } = await shop.sql.query<{ id: string }>(
      `SELECT id::text FROM otp_codes UNION ALL SELECT id::text FROM refresh_tokens
       UNION ALL SELECT id::text FROM payment_notifications
       UNION ALL SELECT 'subscription-' || id FROM newsletter_subscriptions`,
    );
    return new Set(rows.map((row) => row.id));
  }

  async function expectFates(): Promise<void> {
    const left = await rowsLeft();
    const wrong = [...fates].filter(([id, fate]) => left.has(id) !== (fate === 'kept'));
    expect(wrong).toEqual([]);
  }

  async function fixtures(): Promise<void> {
    await code('pruned', '2 days', 'used');
    await code('pruned', '25 hours', 'superseded');
    await code('pruned', '3 days');
    await code('kept', '1 hour', 'used');
    await code('kept', '-4 minutes');
    // a session that ended two days ago
    await token('pruned', randomUUID(), '-2 days');
    // a live session: its rotated token stays, to catch a reuse (the live one first, as a refresh
    // writes them: a prune between the two never sees the session without its live token)
    const live = randomUUID();
    await token('kept', live, '20 days');
    await token('kept', live, '20 days', '3 days');
    // logged out two days ago, and an hour ago
    const loggedOut = randomUUID();
    await token('pruned', loggedOut, '25 days', '5 days');
    await token('pruned', loggedOut, '25 days', '2 days');
    await token('kept', randomUUID(), '25 days', '1 hour');
    // ended an hour ago
    await token('kept', randomUUID(), '-1 hour');
    await notification('pruned', '181 days');
    await notification('kept', '179 days');
    // never confirmed a month after the last mail; not yet; confirmed long ago
    await subscription('pruned', '31 days');
    await subscription('kept', '29 days');
    await subscription('kept', '400 days', true);
  }

  it('forgets what has served its time and keeps the rest', async () => {
    await fixtures();
    const prune = shop.worker!.get(Prune);
    expect(await prune.run()).toEqual({
      ran: true,
      result: { login_codes: 3, refresh_tokens: 3, payment_notifications: 1, unconfirmed_subscriptions: 1 },
    });
    await expectFates();
    expect(await prune.run()).toEqual({
      ran: true,
      result: { login_codes: 0, refresh_tokens: 0, payment_notifications: 0, unconfirmed_subscriptions: 0 },
    });
  });

  it('leaves the work to the process that holds the lock', async () => {
    const old = await code('pruned', '2 days');
    const prune = shop.worker!.get(Prune);
    const whileLocked = await runLocked(shop.api.get(DataSource), 'prune', () => prune.run());
    expect(whileLocked).toEqual({ ran: true, result: { ran: false } });
    expect((await rowsLeft()).has(old)).toBe(true);
    expect(await prune.run()).toMatchObject({ ran: true, result: { login_codes: 1 } });
    await expectFates();
  });

  describe('in two worker processes at once', () => {
    const logs: string[] = [];
    let workers: ShopProcess[] = [];

    beforeAll(async () => {
      workers = await Promise.all(
        [1, 2].map(() => spawnShopProcess(shop, 'worker', { PRUNE_MS: '150', LOG_LEVEL: 'info' }, { logs })),
      );
    }, 60_000);
    afterAll(() => Promise.all(workers.map((worker) => worker.stop())), 60_000);

    it('prunes what it should, keeps what it should, and fails nowhere', async () => {
      const pruning = () => logs.filter((line) => line.includes('"pruned what has served its time"')).length;
      await waitUntil(() => pruning() >= 4, { timeoutMs: 30_000, what: 'both workers pruning' });
      for (let round = 0; round < 5; round++) {
        await fixtures();
        await waitUntil(
          async () => {
            const left = await rowsLeft();
            return [...fates].every(([id, fate]) => fate === 'kept' || !left.has(id));
          },
          { timeoutMs: 15_000, what: `round ${round} pruned` },
        );
        await expectFates();
      }
      expect(workers.map((worker) => worker.child.exitCode)).toEqual([null, null]);
      expect(logs.filter((line) => /"level":"(warn|error|fatal)"/.test(line))).toEqual([]);
    }, 120_000);
  });
});
