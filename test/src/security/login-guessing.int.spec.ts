import { deleteTestRedisKeys } from '../harness/redis.js';
import { waitUntil } from '../harness/wait.js';
import { type ShopUnderTest, startShop } from '../shop-app.js';
import { client, guessFromManyClients, pauseAlerts, wrongCodes } from './login-attack.js';

/**
 * Guessing a chosen account's four-digit code from ever new client addresses: the address gets 20
 * judged wrong guesses, then codes for it pause, whatever client asks and even after Redis loses
 * every key; the owner is told by mail, once per pause, and still gets in by the mailed link.
 */
describe('guessing login codes for one address from many clients', () => {
  let shop: ShopUnderTest;
  const victim = 'korban@example.com';
  const attackers = (from: number) => [0, 1, 2, 3].map((i) => `203.0.113.${from + i}`);

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('judges 20 wrong guesses, then refuses the 21st unjudged as locked, from a new client with its own code', async () => {
    const answers = await guessFromManyClients(shop, victim, attackers(1));
    expect(answers.map((a) => a.body.error)).toEqual(Array(20).fill('otp_invalid'));

    const fifth = client(shop, '203.0.113.50');
    const { code } = await fifth.codeMail(victim);
    const [wrong] = wrongCodes(code, 1);
    const refused = await fifth.verify(victim, wrong!);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'login_locked', message: 'Failed to verify OTP' });
    expect(refused.body.detail).toMatch(
      /^Codes for this address are paused until \d{2} \w{3} \d{4}, \d{2}:\d{2} WIB after too many wrong codes\. The sign-in link in your newest login mail still works\.$/,
    );
    const lockedUntil = Date.parse(refused.body.locked_until);
    expect(lockedUntil - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(lockedUntil - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // not judged: even the right code is refused, and its five tries are untouched
    expect((await fifth.verify(victim, code)).body.error).toBe('login_locked');
    const { rows } = await shop.sql.query<{ failed_attempts: number }>(
      'SELECT failed_attempts FROM otp_codes WHERE email = $1 ORDER BY created_at DESC LIMIT 1',
      [victim],
    );
    expect(rows[0]!.failed_attempts).toBe(0);
  });

  it('mails the owner once when codes pause, saying until when and that the link still works', async () => {
    await waitUntil(async () => pauseAlerts(shop, victim).length > 0, { what: 'the alert mail' });
    const [alert] = pauseAlerts(shop, victim);
    expect(alert!.text).toContain(`Too many wrong login codes were typed for ${victim}`);
    expect(alert!.text).toMatch(/paused until \d{2} \w{3} \d{4}, \d{2}:\d{2} WIB/);
    expect(alert!.text).toContain('the sign-in link in your newest Kilau login mail works');
    expect(alert!.text).toContain('You need do nothing else.');
    expect(alert!.text).toContain('Terlalu banyak kode masuk yang salah');
    const { rows } = await shop.sql.query(`SELECT count(*)::int AS n FROM outbox WHERE job_id LIKE 'login-locked%'`);
    expect(rows[0].n).toBe(1);
    expect(pauseAlerts(shop, victim)).toHaveLength(1);
  });

  it('keeps the lock when Redis loses every key of the shop', async () => {
    expect(await deleteTestRedisKeys({ url: shop.config.redisUrl, prefix: shop.config.redisPrefix })).toBeGreaterThan(
      0,
    );
    const afterWipe = await client(shop, '203.0.113.51').verify(victim, '1234');
    expect(afterWipe.body.error).toBe('login_locked');
  });

  it('lets the owner in by the mailed link while codes are paused, once', async () => {
    const owner = client(shop, '198.51.100.7');
    const mail = await owner.codeMail(victim);
    expect(mail.text).toMatch(
      /Codes for this address are paused until .* WIB after too many wrong codes; the link above still signs you in\./,
    );
    expect((await owner.verify(victim, mail.code)).body.error).toBe('login_locked');

    const opened = await owner.openLink(mail.token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      user: { id: expect.any(Number), email: victim },
    });
    const me = await shop.call('GET', '/api/auth/me/', { token: opened.body.access });
    expect(me.body).toMatchObject({ email: victim });

    const again = await owner.openLink(mail.token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: 'link_used',
      message: 'Failed to sign in with the link',
      detail: 'This sign-in link has already been used. Ask for a new login mail.',
    });
    const forged = await owner.openLink('A'.repeat(43));
    expect(forged.body).toMatchObject({ error: 'link_invalid' });
    expect((await owner.openLink('short')).status).toBe(400);
  });

  it('pauses again a week after the first pause ends, with a second alert', async () => {
    await shop.sql.query(`UPDATE login_guards SET locked_until = now() - interval '1 second' WHERE email = $1`, [
      victim,
    ]);
    const answers = await guessFromManyClients(shop, victim, attackers(60));
    expect(answers.map((a) => a.body.error)).toEqual(Array(20).fill('otp_invalid'));
    const refused = await client(shop, '203.0.113.70').verify(victim, '0000');
    expect(refused.body.error).toBe('login_locked');
    const days = (Date.parse(refused.body.locked_until) - Date.now()) / (24 * 3600_000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    await waitUntil(async () => pauseAlerts(shop, victim).length === 2, { what: 'the second alert' });
  });

  it('counts guesses that arrive all at once one by one: exactly 20 judged, one alert', async () => {
    const target = 'serbu@example.com';
    const clients = Array.from({ length: 6 }, (_, i) => client(shop, `203.0.113.${80 + i}`));
    const codes: string[] = [];
    for (const attacker of clients) codes.push((await attacker.codeMail(target)).code);
    const answers = await Promise.all(
      clients.flatMap((attacker, i) => wrongCodes(codes[i]!, 5).map((wrong) => attacker.verify(target, wrong))),
    );
    const errors = answers.map((a) => a.body.error);
    expect(errors.filter((e) => e === 'otp_invalid')).toHaveLength(20);
    expect(errors.filter((e) => e === 'login_locked')).toHaveLength(10);
    await waitUntil(async () => pauseAlerts(shop, target).length > 0, { what: 'the alert mail' });
    const { rows } = await shop.sql.query(
      `SELECT count(*)::int AS n FROM outbox WHERE job_id LIKE 'login-locked%' AND payload->>'to' = $1`,
      [target],
    );
    expect(rows[0].n).toBe(1);
  });

  it('locks only the attacked address: a crowd of shoppers behind the same address still log in', async () => {
    // one carrier NAT or proxy address for the attacker above and 40 shoppers: the per-address
    // limits hold the attacker, and the per-client ones are generous enough for the crowd
    const shared = client(shop, '203.0.113.1');
    const crowd = Array.from({ length: 40 }, (_, i) => `tetangga${i}@example.com`);
    const asked = await Promise.all(crowd.map((email) => shared.requestCode(email)));
    expect(asked.map((a) => a.status)).toEqual(crowd.map(() => 200));
    const mail = await shared.codeMail('tetangga-terakhir@example.com');
    expect((await shared.verify('tetangga-terakhir@example.com', mail.code)).status).toBe(200);
  });
});
