import { mailIdentity } from './mail-identity.js';

const shop = { publicUrl: 'https://kilau.id', mailFrom: 'Kilau <no-reply@Kilau.ID>' };

describe('mailIdentity', () => {
  it('is the same on every try of one mail, in the sender domain, naming nothing of it', () => {
    const first = mailIdentity('mail_mail-order-placed_42', shop);
    expect(mailIdentity('mail_mail-order-placed_42', shop)).toEqual(first);
    expect(first.messageId).toMatch(/^<[0-9a-f]{32}@kilau\.id>$/);
    expect(first.messageId).not.toContain('42');
    expect(first.baseBoundary).toMatch(/^[0-9a-f]{16}$/);
  });

  it.each([
    ['another mail', 'mail_mail-order-placed_43', shop],
    [
      'the same job of another deployment',
      'mail_mail-order-placed_42',
      { ...shop, publicUrl: 'https://staging.kilau.id' },
    ],
  ])('differs for %s', (_, names, other) => {
    const first = mailIdentity('mail_mail-order-placed_42', shop);
    const second = mailIdentity(names, other);
    expect(second.messageId).not.toBe(first.messageId);
    expect(second.baseBoundary).not.toBe(first.baseBoundary);
  });

  it.each([
    ['a bare address', 'no-reply@toko.example', 'toko.example'],
    ['no address at all', 'Kilau', 'kilau.id'],
  ])('takes the domain of %s (else the shop address)', (_, mailFrom, domain) => {
    expect(mailIdentity('x', { ...shop, mailFrom }).messageId).toMatch(
      new RegExp(`@${domain.replaceAll('.', '\\.')}>$`),
    );
  });
});
