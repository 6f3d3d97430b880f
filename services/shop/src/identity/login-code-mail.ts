import type { MailMessage } from '../mail/mail-message.js';

/** The mail that carries a login code; the code sits in the subject too so a phone shows it at once. */
export function loginCodeMail(to: string, code: string, ttlSeconds: number, expiresAt: Date): MailMessage {
  const minutes = Math.round(ttlSeconds / 60);
  const validity = minutes >= 1 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${ttlSeconds} seconds`;
  return {
    to,
    subject: `Your Kilau login code: ${code}`,
    text: [
      'Hi,',
      '',
      `Your Kilau login code is ${code}.`,
      `It works for ${validity}. If you did not ask for it, you can ignore this mail.`,
      '',
      `Kode masuk Kilau kamu: ${code} (berlaku ${validity.replace('minutes', 'menit').replace('minute', 'menit').replace('seconds', 'detik')}).`,
      '',
      'Kilau - titanium jewellery',
    ].join('\n'),
    html: `<p>Hi,</p><p>Your Kilau login code is</p><p style="font-size:32px;letter-spacing:8px;font-weight:bold">${code}</p>
<p>It works for ${validity}. If you did not ask for it, you can ignore this mail.</p><p>Kilau &middot; titanium jewellery</p>`,
    notAfter: expiresAt.toISOString(),
  };
}
