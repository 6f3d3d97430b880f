import { loginCodeMail } from './login-code-mail.js';
import { loginLockedMail } from './login-locked-mail.js';

const link = 'https://kilau.id/login/link#token=abc&next=%2FadminDashboard';

describe('the login-code mail', () => {
  it('carries the code, in the subject too, and the one-time link, in English and Indonesian', () => {
    const mail = loginCodeMail({ to: 'ayu@kilau.id', code: '0042', link, ttlSeconds: 300 });
    expect(mail.subject).toBe('Your Kilau login code: 0042');
    expect(mail.text).toContain('Your Kilau login code is 0042.');
    expect(mail.text).toContain('It works for 5 minutes.');
    expect(mail.text).toContain(`Or sign in with this link, once, within the same 5 minutes:\n${link}`);
    expect(mail.text).toContain('Kode masuk Kilau kamu: 0042 (berlaku 5 menit).');
    expect(mail.text).not.toContain('paused');
    expect(mail.html).toContain('href="https://kilau.id/login/link#token=abc&amp;next=%2FadminDashboard"');
  });

  it('says so while codes for the address are paused, and that the link still works', () => {
    const pausedUntil = new Date('2026-11-23T10:00:00Z');
    const mail = loginCodeMail({ to: 'ayu@kilau.id', code: '0042', link, ttlSeconds: 60, pausedUntil });
    expect(mail.text).toContain(
      'Codes for this address are paused until 23 Nov 2026, 17:00 WIB after too many wrong codes; the link above still signs you in.',
    );
    expect(mail.text).toContain('dihentikan sementara sampai 23 Nov 2026, 17:00 WIB');
    expect(mail.text).toContain('It works for 1 minute.');
  });
});

describe('the codes-paused mail', () => {
  it('tells the owner what happened, until when (WIB), and that their link still works', () => {
    const mail = loginLockedMail('budi@kilau.id', new Date('2026-11-30T01:30:00Z'), 'https://kilau.id');
    expect(mail.to).toBe('budi@kilau.id');
    expect(mail.subject).toBe('Kilau: login codes for your address are paused / Kode masuk dihentikan sementara');
    expect(mail.text).toContain('Too many wrong login codes were typed for budi@kilau.id');
    expect(mail.text).toContain('paused until 30 Nov 2026, 08:30 WIB');
    expect(mail.text).toContain('the sign-in link in your newest Kilau login mail works');
    expect(mail.text).toContain('https://kilau.id/login');
    expect(mail.text).toContain('You need do nothing else.');
    expect(mail.text).toContain('sampai 30 Nov 2026, 08:30 WIB');
    expect(mail.html).toContain('budi@kilau.id');
  });
});

describe('the login-code mail in the language of the page that asked', () => {
  it('is Indonesian only for an Indonesian page, a pause said the Indonesian way', () => {
    const pausedUntil = new Date('2026-11-23T10:00:00Z');
    const mail = loginCodeMail({
      to: 'ayu@kilau.id',
      code: '0042',
      link,
      ttlSeconds: 300,
      pausedUntil,
      language: 'id',
    });
    expect(mail.subject).toBe('Kode masuk Kilau kamu: 0042');
    expect(mail.text).toContain('Kode masuk Kilau kamu adalah 0042.');
    expect(mail.text).toContain('Kode ini berlaku 5 menit.');
    expect(mail.text).toContain(`Atau masuk lewat tautan ini, sekali pakai, dalam 5 menit yang sama:\n${link}`);
    expect(mail.text).toContain('sampai 23 November 2026 pukul 17.00 WIB');
    const words = `${mail.text}\n${mail.html}`.replace(/https?:\/\/[^"\s]+/g, '');
    expect(words).not.toMatch(/\b(at|Hi|Your|code|It works|sign in|minutes?)\b/);
  });

  it('is English only for an English page', () => {
    const mail = loginCodeMail({ to: 'ayu@kilau.id', code: '0042', link, ttlSeconds: 300, language: 'en' });
    expect(mail.subject).toBe('Your Kilau login code: 0042');
    expect(mail.text).toContain('Your Kilau login code is 0042.');
    expect(`${mail.text}\n${mail.html}`).not.toMatch(/Kode|berlaku|Masuk|tautan/);
  });
});
