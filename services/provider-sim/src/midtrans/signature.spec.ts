import { signatureKey } from './signature.js';

describe('the notification signature', () => {
  it('reproduces the official Midtrans test vector', () => {
    expect(signatureKey('ORDER-sandbox-0001', '200', '150000.00', 'SB-Mid-server-test')).toBe(
      'd65b4adf15335095fe1bfafe24964d48009dcc2989393e13570b0c9852ea60df0040b1a9646b9c9ef9433317f77acc8e387c59998dc20f5bd93fff93d23672e4',
    );
  });

  it('changes with the amount text: "150000" is not "150000.00"', () => {
    expect(signatureKey('ORDER-sandbox-0001', '200', '150000', 'SB-Mid-server-test')).not.toBe(
      signatureKey('ORDER-sandbox-0001', '200', '150000.00', 'SB-Mid-server-test'),
    );
  });
});
