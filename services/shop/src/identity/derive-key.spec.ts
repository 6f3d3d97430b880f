import { createHmac } from 'node:crypto';

import { deriveKey } from './derive-key.js';

describe('a key per purpose', () => {
  const purposes = [
    'access',
    'queue-ticket',
    'queue-session',
    'otp',
    'login-mail',
    'login-link',
    'order-access',
    'newsletter-confirm',
    'newsletter-unsubscribe',
  ];
  const secret = 'a-secret-of-at-least-thirty-two-characters';

  it('derives the same 32-byte key from the same secret in every process', () => {
    for (const purpose of purposes) {
      expect(deriveKey(secret, purpose)).toHaveLength(32);
      expect(deriveKey(secret, purpose).equals(deriveKey(secret, purpose))).toBe(true);
    }
  });

  it('gives each purpose its own key, none of them the secret itself', () => {
    const keys = purposes.map((purpose) => deriveKey(secret, purpose).toString('hex'));
    expect(new Set(keys).size).toBe(purposes.length);
    expect(keys).not.toContain(Buffer.from(secret).toString('hex'));
    const mac = (key: Buffer | string) => createHmac('sha256', key).update('ayu@kilau.id\n4821').digest('hex');
    expect(mac(deriveKey(secret, 'otp'))).not.toBe(mac(secret));
  });

  it('changes every key with the secret', () => {
    for (const purpose of purposes) {
      expect(deriveKey(secret, purpose).equals(deriveKey(`${secret}!`, purpose))).toBe(false);
    }
  });
});
