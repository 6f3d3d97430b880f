import { order, simWithReceiver } from '../spec-helpers.js';

const CLIENT_KEY = 'SB-Mid-client-spec';
const ACCEPT = '4811111111111114';
const DENY = '4911111111111113';

describe('Midtrans cards: token, 3-D Secure charge, OTP', () => {
  const fixture = simWithReceiver({ clientKey: CLIENT_KEY, cardSettlementDelayMs: 100 });

  const token = async (number: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({
      client_key: CLIENT_KEY,
      card_number: number,
      card_exp_month: '12',
      card_exp_year: String(new Date().getUTCFullYear() + 2),
      card_cvv: '123',
      ...extra,
    });
    const response = await fetch(`${fixture.sim.sim.midtrans.apiUrl}/v2/token?${query}`);
    return { status: response.status, text: await response.text() };
  };
  const tokenId = async (number: string) => (JSON.parse((await token(number)).text) as { token_id: string }).token_id;
  const chargeCard = (orderId: string, id: string) =>
    fixture.sim.core('/v2/charge', {
      body: order(orderId, 150_000, {
        payment_type: 'credit_card',
        credit_card: { token_id: id, authentication: true },
      }),
    });
  const otp = async (redirectUrl: string, code: string) => {
    const response = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ otp: code }),
    });
    return (await response.json()) as { message: string; result?: Record<string, string> };
  };

  it('serves the card script with the MidtransNew3ds surface', async () => {
    const response = await fetch(`${fixture.sim.sim.midtrans.apiUrl}/v2/assets/js/midtrans-new-3ds.min.js`);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const script = await response.text();
    expect(script).toContain('window.MidtransNew3ds');
    expect(script).toMatch(/getCardToken[\s\S]*authenticate/);
  });

  it('tokenises a sandbox card, as JSON or JSONP, and never echoes the number', async () => {
    const answer = await token(ACCEPT);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text) as Record<string, string>;
    expect(body).toMatchObject({ status_code: '200', token_id: expect.stringMatching(/^481111-1114-[0-9a-f-]{36}$/) });
    expect(answer.text).not.toContain(ACCEPT);
    const jsonp = await token(ACCEPT, { callback: 'cb1' });
    expect(jsonp.text).toMatch(/^cb1\(\{"status_code":"200".*\}\);$/);
  });

  it('refuses a card that fails Luhn, and another client key, in the body', async () => {
    const bad = JSON.parse((await token('4811111111111113')).text) as Record<string, unknown>;
    expect(bad).toMatchObject({
      status_code: '400',
      validation_messages: ['card_number does not match with luhn algorithm'],
    });
    expect(bad.token_id).toBeUndefined();
    const other = JSON.parse((await token(ACCEPT, { client_key: 'SB-Mid-client-other' })).text) as object;
    expect(other).toMatchObject({ status_code: '401' });
  });

  it('charges an accepted card pending 3-D Secure; the OTP captures it and it settles, each notified', async () => {
    const charged = await chargeCard('KL-7001', await tokenId(ACCEPT));
    expect(charged.body).toMatchObject({
      status_code: '201',
      transaction_status: 'pending',
      payment_type: 'credit_card',
      masked_card: '481111-1114',
      redirect_url: `${fixture.sim.sim.midtrans.apiUrl}/v2/token/rba/redirect/${charged.body.transaction_id}`,
    });
    const page = await (await fetch(charged.body.redirect_url)).text();
    expect(page).toContain('481111-1114');
    expect((await otp(charged.body.redirect_url, '000000')).result).toBeUndefined();
    const passed = await otp(charged.body.redirect_url, '112233');
    expect(passed.result).toMatchObject({ status_code: '200', transaction_status: 'capture', fraud_status: 'accept' });
    const bodies = await fixture.notified('KL-7001', 3);
    expect(bodies.map((b) => b.transaction_status)).toEqual(['pending', 'capture', 'settlement']);
    expect(bodies[2]).toMatchObject({
      payment_type: 'credit_card',
      status_code: '200',
      signature_key: expect.any(String),
    });
    expect((await otp(charged.body.redirect_url, '112233')).result).toBeUndefined();
  });

  it('denies the bank-deny card once its OTP is typed', async () => {
    const charged = await chargeCard('KL-7002', await tokenId(DENY));
    const denied = await otp(charged.body.redirect_url, '112233');
    expect(denied.result).toMatchObject({ status_code: '202', transaction_status: 'deny' });
    const bodies = await fixture.notified('KL-7002', 2);
    expect(bodies.map((b) => b.transaction_status)).toEqual(['pending', 'deny']);
  });

  it('takes a token once, and refuses an unknown one with 411', async () => {
    const id = await tokenId(ACCEPT);
    expect((await chargeCard('KL-7003', id)).body.status_code).toBe('201');
    const again = await chargeCard('KL-7004', id);
    expect(again.body).toMatchObject({ status_code: '411' });
    expect((await chargeCard('KL-7005', 'not-a-token')).body.status_code).toBe('411');
    expect((await chargeCard('KL-7005', '')).body.status_code).toBe('400');
  });
});
