import { confirmToken, readToken, tokenHolds, unsubscribeToken } from './newsletter-links.js';

describe('newsletter link tokens', () => {
  const key = Buffer.alloc(32, 7);
  const otherKey = Buffer.alloc(32, 8);
  const subject = { id: 42, email: 'ayu@kilau.id' };
  const now = new Date('2026-11-25T10:00:00Z');
  const later = new Date('2026-11-26T10:00:00Z');
  const confirm = confirmToken(key, subject, later);
  const unsubscribe = unsubscribeToken(key, subject);

  it.each([
    ['its own confirmation', 'confirm', confirm, key, subject, now, true],
    ['after its expiry', 'confirm', confirm, key, subject, new Date(later.getTime() + 1), false],
    ['for another address', 'confirm', confirm, key, { ...subject, email: 'dewi@kilau.id' }, now, false],
    ['for another subscription', 'confirm', confirm.replace(/^42/, '43'), key, { ...subject, id: 43 }, now, false],
    ['under another key', 'confirm', confirm, otherKey, subject, now, false],
    ['with its expiry pushed back', 'confirm', confirm.replace(/\.(\w+)\./, '.zzzzzzzz.'), key, subject, now, false],
    ['an unsubscribe token as a confirmation', 'confirm', unsubscribe, key, subject, now, false],
    ['its own unsubscribe link', 'unsubscribe', unsubscribe, key, subject, now, true],
    ['a confirmation token as an unsubscribe link', 'unsubscribe', confirm, key, subject, now, false],
  ] as const)('%s: %p', (_name, kind, token, keyUsed, owner, at, holds) => {
    const claim = readToken(kind, token);
    expect(claim !== undefined && tokenHolds(keyUsed, kind, claim, owner, at)).toBe(holds);
  });

  it.each(['', '42', 'x.y.z', '-1.abc.def', '42.abc', '1e3.abc.def'])('reads no claim from %p', (token) => {
    expect(readToken('confirm', token)).toBeUndefined();
  });
});
