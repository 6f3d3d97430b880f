import { hasValidSignature, midtransSignature } from './signature.js';

describe("Midtrans's notification signature", () => {
  it('matches the official test vector (PROVIDERS.md 1.4)', () => {
    expect(midtransSignature('ORDER-sandbox-0001', '200', '150000.00', 'SB-Mid-server-test')).toBe(
      'd65b4adf15335095fe1bfafe24964d48009dcc2989393e13570b0c9852ea60df0040b1a9646b9c9ef9433317f77acc8e387c59998dc20f5bd93fff93d23672e4',
    );
  });

  it.each([
    ['the right key', 'SB-Mid-server-test', '150000.00', true],
    ['another key', 'SB-Mid-server-other', '150000.00', false],
    ['the amount without decimals', 'SB-Mid-server-test', '150000', false],
  ])('accepts a notification signed with %s: %p', (_what, key, amount, valid) => {
    const notification = {
      order_id: 'ORDER-sandbox-0001',
      status_code: '200',
      gross_amount: amount,
      signature_key: midtransSignature('ORDER-sandbox-0001', '200', '150000.00', key),
    };
    expect(hasValidSignature(notification, 'SB-Mid-server-test')).toBe(valid);
  });
});
