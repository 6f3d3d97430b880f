import { type ShopUnderTest, startShop } from '../shop-app.js';
import { client, guessFromManyClients, wrongCodes } from './login-attack.js';

/**
 * A stranger asking for codes at someone's address, or guessing at it, cannot take away the code
 * the owner is typing nor the link in the owner's mail: a new code retires only the same client's
 * earlier ones, and links are never retired.
 */
describe("a stranger's code requests against the owner's login", () => {
  let shop: ShopUnderTest;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it("leave the owner's pending code working", async () => {
    const email = 'pemilik@example.com';
    const owner = client(shop, '198.51.100.10');
    const { code } = await owner.codeMail(email);
    for (const ip of ['203.0.113.20', '203.0.113.21', '203.0.113.21'])
      expect((await client(shop, ip).requestCode(email)).status).toBe(200);
    const verified = await owner.verify(email, code);
    expect(verified.status).toBe(200);
    expect(verified.body.user.email).toBe(email);
  });

  it("judge each client's guesses against its own code, so the owner's code keeps its tries", async () => {
    const email = 'pemilik2@example.com';
    const owner = client(shop, '198.51.100.11');
    const stranger = client(shop, '203.0.113.22');
    const { code } = await owner.codeMail(email);
    const strangers = await stranger.codeMail(email);
    const answers = [];
    for (const wrong of wrongCodes(strangers.code, 5)) answers.push(await stranger.verify(email, wrong));
    expect(answers.map((a) => a.body.error)).toEqual(Array(5).fill('otp_invalid'));
    expect((await stranger.verify(email, code)).body.error).toBe('otp_locked');
    expect((await owner.verify(email, code)).status).toBe(200);
  });

  it("still retire the same client's older code", async () => {
    const email = 'pemilik3@example.com';
    const owner = client(shop, '198.51.100.12');
    const first = await owner.codeMail(email);
    const second = await owner.codeMail(email);
    if (first.code !== second.code) expect((await owner.verify(email, first.code)).status).toBe(400);
    expect((await owner.verify(email, second.code)).status).toBe(200);
  });

  it("cannot stop the owner's link: not by new codes, wrong guesses, nor a pause", async () => {
    // a fresh address on each try: a retried test must not start from the first try's pause
    const email = `pemilik4-${Date.now()}@example.com`;
    const owner = client(shop, '198.51.100.13');
    const mail = await owner.codeMail(email);
    // a later code from the owner's own client retires the first code, not its link (its mail is
    // awaited so that no stranger below reads it as their own); strangers ask for codes and guess
    // until codes for the address pause
    await owner.codeMail(email);
    const answers = await guessFromManyClients(shop, email, [
      '203.0.113.30',
      '203.0.113.31',
      '203.0.113.32',
      '203.0.113.33',
    ]);
    // every guess judged and counted, so the twentieth pauses codes for the address
    expect(answers.map((a) => `${a.status} ${a.body.error}`)).toEqual(Array(20).fill('400 otp_invalid'));
    expect((await owner.verify(email, mail.code)).body.error).toBe('login_locked');
    const opened = await owner.openLink(mail.token);
    expect(opened.status).toBe(200);
    expect(opened.body.user.email).toBe(email);
  });

  it('refuse a link whose code has expired', async () => {
    const email = 'pemilik5@example.com';
    const mail = await client(shop, '198.51.100.14').codeMail(email);
    await shop.sql.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    const opened = await client(shop, '198.51.100.14').openLink(mail.token);
    expect(opened.body).toMatchObject({ error: 'link_expired', message: 'Failed to sign in with the link' });
  });

  it('cap the mails to one address in an hour, across clients, and say so', async () => {
    const email = 'banjir@example.com';
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await client(shop, `203.0.113.${100 + i}`).requestCode(email));
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
    expect(answers[20]!.status).toBe(429);
    expect(answers[20]!.body).toMatchObject({ error: 'rate_limited', message: 'Failed to request OTP' });
    expect(answers[20]!.body.detail).toMatch(
      /^Too many code requests for this e-mail address\. Try again in \d+ (seconds?|minutes?|hours?|days?)\.$/,
    );
  });
});
