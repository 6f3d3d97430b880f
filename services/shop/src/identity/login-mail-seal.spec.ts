import { deriveKey } from './derive-key.js';
import { hashLinkToken, newLinkToken, signInLink } from './login-link.js';
import { openLoginMail, sealLoginMail } from './login-mail-seal.js';

const key = deriveKey('a-secret-of-at-least-thirty-two-characters', 'login-mail');
const secrets = { code: '0042', token: newLinkToken(), next: '/adminDashboard/orders' };

describe('sealing a login mail into its code row', () => {
  it('opens for the same row and key, and shows nothing in clear', () => {
    const sealed = sealLoginMail(key, 'row-1', secrets);
    expect(openLoginMail(key, 'row-1', sealed)).toEqual(secrets);
    expect(sealed.includes(Buffer.from(secrets.token))).toBe(false);
    expect(sealed.includes(Buffer.from('"0042"'))).toBe(false);
    expect(sealLoginMail(key, 'row-1', secrets).equals(sealed)).toBe(false);
  });

  it.each([
    ['another row', () => openLoginMail(key, 'row-2', sealLoginMail(key, 'row-1', secrets))],
    [
      'another key',
      () => openLoginMail(deriveKey('another-secret', 'login-mail'), 'row-1', sealLoginMail(key, 'row-1', secrets)),
    ],
    [
      'a changed byte',
      () => {
        const sealed = sealLoginMail(key, 'row-1', secrets);
        sealed[sealed.length - 1]! ^= 1;
        return openLoginMail(key, 'row-1', sealed);
      },
    ],
  ])('refuses to open for %s', (_case, open) => {
    expect(open).toThrow();
  });
});

describe('keys and links', () => {
  it('derives a key per purpose', () => {
    expect(deriveKey('s', 'login-mail')).toHaveLength(32);
    expect(deriveKey('s', 'login-mail').equals(deriveKey('s', 'login-link'))).toBe(false);
    expect(deriveKey('s', 'login-mail').equals(deriveKey('t', 'login-mail'))).toBe(false);
  });

  it('makes 256-bit tokens, kept as a keyed hash', () => {
    const token = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newLinkToken()).not.toBe(token);
    const linkKey = deriveKey('s', 'login-link');
    expect(hashLinkToken(linkKey, token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(deriveKey('t', 'login-link'), token)).not.toBe(hashLinkToken(linkKey, token));
  });

  it.each([
    [undefined, 'https://kilau.id/login/link#token=abc'],
    ['/adminDashboard/giftsets?x=1', 'https://kilau.id/login/link#token=abc&next=%2FadminDashboard%2Fgiftsets%3Fx%3D1'],
  ])('puts the token and the page to return to (%p) in the fragment', (next, url) => {
    expect(signInLink('https://kilau.id', 'abc', next)).toBe(url);
  });
});
