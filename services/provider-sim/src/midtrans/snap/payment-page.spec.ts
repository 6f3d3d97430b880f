import { order, simWithReceiver } from '../spec-helpers.js';

describe('the payment page', () => {
  const fixture = simWithReceiver({ cardSettlementDelayMs: 100 });

  const open = async (orderId: string, extra: Record<string, unknown> = {}) => {
    const created = await fixture.sim.snap('/v1/transactions', { body: order(orderId, 275_000, extra) });
    const token = created.body.token as string;
    return {
      token,
      choose: (choice: string) => fixture.sim.snap(`/v3/redirection/${token}/choice`, { body: { choice } }),
    };
  };

  it('shows the order, its amount and four named buttons', async () => {
    const { token } = await open('KL-5001');
    const html = await (await fetch(`${fixture.sim.sim.midtrans.snapUrl}/v3/redirection/${token}`)).text();
    expect(html).toContain('KL-5001');
    expect(html).toContain('Rp275.000');
    for (const name of ['Pay now', 'Pay later', 'Deny', 'Close']) expect(html).toContain(`">${name}</button>`);
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
  });

  it('Pay later: a pending BCA VA, reported as 201 and notified', async () => {
    const finish = 'https://kilau.test/checkout/finish';
    const { choose } = await open('KL-5002', { callbacks: { finish } });
    const result = (await choose('pay_later')).body;
    expect(result).toMatchObject({
      status_code: '201',
      order_id: 'KL-5002',
      gross_amount: '275000.00',
      payment_type: 'bank_transfer',
      transaction_status: 'pending',
      fraud_status: 'accept',
      va_numbers: [{ bank: 'bca', va_number: expect.stringMatching(/^\d{11}$/) }],
      finish_redirect_url: `${finish}?order_id=KL-5002&status_code=201&transaction_status=pending`,
    });
    expect((await fixture.sim.core('/v2/KL-5002/status')).body.transaction_status).toBe('pending');
    expect((await fixture.notified('KL-5002', 1))[0]).toMatchObject({ transaction_status: 'pending' });
    expect((await choose('pay_later')).body.va_numbers).toEqual(result.va_numbers);
  });

  it('Pay now: a card captured at once (200), settled shortly after, both notified', async () => {
    const { choose } = await open('KL-5003');
    expect((await choose('pay_now')).body).toMatchObject({
      status_code: '200',
      payment_type: 'credit_card',
      transaction_status: 'capture',
      fraud_status: 'accept',
      masked_card: '481111-1114',
    });
    const [captured, settled] = await fixture.notified('KL-5003', 2);
    expect([captured?.transaction_status, settled?.transaction_status]).toEqual(['capture', 'settlement']);
    expect((await fixture.sim.core('/v2/KL-5003/status')).body.transaction_status).toBe('settlement');
    expect((await choose('pay_now')).body).toEqual({
      status_code: '406',
      status_message: ['transaction has been processed'],
    });
  });

  it('Deny: the card refused by its bank (202)', async () => {
    const { choose } = await open('KL-5004');
    expect((await choose('deny')).body).toMatchObject({ status_code: '202', transaction_status: 'deny' });
    expect((await fixture.notified('KL-5004', 1))[0]).toMatchObject({ transaction_status: 'deny', status_code: '202' });
  });

  it('Close changes nothing; an unknown choice or token is refused', async () => {
    const { token, choose } = await open('KL-5005');
    expect((await choose('close')).status).toBe(400);
    expect((await fixture.sim.control.transaction('KL-5005')).status).toBeNull();
    expect((await fixture.sim.snap(`/v3/redirection/${token}x/choice`, { body: { choice: 'pay_now' } })).body).toEqual({
      status_code: '404',
      status_message: ['token not found'],
    });
    const page = await (await fetch(`${fixture.sim.sim.midtrans.snapUrl}/v3/redirection/${token}x`)).text();
    expect(page).toContain('token not found');
    expect(page).not.toContain('>Pay now</button>');
  });
});
