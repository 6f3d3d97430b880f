import { emailProblem, isValidEmail, normalizeEmail } from './email.js';
import { NewsletterMessages } from './messages.js';

describe('e-mail rule', () => {
  it.each([
    ['ayu@kilau.id', true],
    ['  ayu@kilau.id ', true],
    ['a.b+c@mail.co.id', true],
    ['ayu@kilau', false],
    ['ayu kilau@mail.id', false],
    ['@kilau.id', false],
    ['ayu@@kilau.id', false],
    [`${'a'.repeat(250)}@k.id`, false],
  ])('%p valid: %p', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });

  it.each([
    [undefined, NewsletterMessages.emailRequired],
    ['', NewsletterMessages.emailRequired],
    ['   ', NewsletterMessages.emailRequired],
    ['not-an-address', NewsletterMessages.emailInvalid],
    ['ayu@kilau.id', undefined],
  ])('%p gives %p', (email, message) => {
    expect(emailProblem(email)).toBe(message);
  });

  it('folds case and blanks so one address is one customer', () => {
    expect(normalizeEmail('  Ayu@Kilau.ID ')).toBe('ayu@kilau.id');
  });
});
