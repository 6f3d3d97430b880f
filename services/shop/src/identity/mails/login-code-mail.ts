import { formatWibDateTime } from '@kilau/domain';

import { escapeHtml } from '../../mail/escape-html.js';
import type { MailMessage } from '../../mail/mail-message.js';

export interface LoginCodeMailFacts {
  to: string;
  code: string;
  /** The one-time sign-in link (login-link.ts). */
  link: string;
  ttlSeconds: number;
  /** Set while codes for the address are paused (login-lockout.ts): the mail says the link still works. */
  pausedUntil?: Date;
}

/**
 * The mail that carries a login code and its one-time sign-in link, in English and Indonesian.
 * The code sits in the subject too, so a phone shows it at once. Written by the worker only.
 */
export function loginCodeMail(facts: LoginCodeMailFacts): MailMessage {
  const { code, link } = facts;
  const minutes = Math.round(facts.ttlSeconds / 60);
  const validity = minutes >= 1 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${facts.ttlSeconds} seconds`;
  const berlaku = validity.replace(/minutes?/, 'menit').replace('seconds', 'detik');
  const paused = facts.pausedUntil && formatWibDateTime(facts.pausedUntil.toISOString());
  const pausedLines = paused
    ? [
        `Codes for this address are paused until ${paused} after too many wrong codes; the link above still signs you in.`,
        `Kode untuk alamat ini dihentikan sementara sampai ${paused} karena terlalu banyak kode salah; tautan di atas tetap bisa dipakai.`,
      ]
    : [];
  const linkLine = `Or sign in with this link, once, within the same ${validity}:`;
  const indonesian = `Kode masuk Kilau kamu: ${code} (berlaku ${berlaku}). Atau masuk lewat tautan di atas (sekali pakai).`;
  return {
    to: facts.to,
    subject: `Your Kilau login code: ${code}`,
    text: [
      'Hi,',
      '',
      `Your Kilau login code is ${code}.`,
      `It works for ${validity}. If you did not ask for it, you can ignore this mail.`,
      '',
      linkLine,
      link,
      '',
      ...pausedLines.flatMap((line) => [line, '']),
      indonesian,
      '',
      'Kilau - titanium jewellery',
    ].join('\n'),
    html: `<p>Hi,</p><p>Your Kilau login code is</p><p style="font-size:32px;letter-spacing:8px;font-weight:bold">${code}</p>
<p>It works for ${validity}. If you did not ask for it, you can ignore this mail.</p>
<p>${escapeHtml(linkLine)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1f1f1f;color:#fff;text-decoration:none;border-radius:4px">Sign in to Kilau / Masuk ke Kilau</a></p>
${pausedLines.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`).join('')}
<p>${escapeHtml(indonesian)}</p><p>Kilau &middot; titanium jewellery</p>`,
  };
}
