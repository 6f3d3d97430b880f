import { formatWibDateTime, type ShopperLanguage } from '@kilau/domain';

import { escapeHtml } from '../../platform/mail/escape-html.js';
import { greeting, htmlSignature, indonesianTime, mailLanguage, signature } from '../../platform/mail/mail-language.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';

export interface LoginCodeMailFacts {
  to: string;
  code: string;
  /** The one-time sign-in link (login-link.ts). */
  link: string;
  ttlSeconds: number;
  /** Set while codes for the address are paused (login-lockout.ts): the mail says the link still works. */
  pausedUntil?: Date;
  /** The language of the page that asked for the code; both languages when unknown. */
  language?: ShopperLanguage;
}

const BUTTON =
  'display:inline-block;padding:10px 18px;background:#1f1f1f;color:#fff;text-decoration:none;border-radius:4px';
const CODE_STYLE = 'font-size:32px;letter-spacing:8px;font-weight:bold';

/**
 * The mail that carries a login code and its one-time sign-in link, in the language of the page
 * that asked (English and Indonesian when it is not known). The code sits in the subject too, so
 * a phone shows it at once. Written by the worker only.
 */
export function loginCodeMail(facts: LoginCodeMailFacts): MailMessage {
  const language = mailLanguage(facts.language);
  if (language === 'id') return indonesianLoginCodeMail(facts);
  const { code, link } = facts;
  const minutes = Math.round(facts.ttlSeconds / 60);
  const validity = minutes >= 1 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${facts.ttlSeconds} seconds`;
  const berlaku = validity.replace(/minutes?/, 'menit').replace('seconds', 'detik');
  const paused = facts.pausedUntil && formatWibDateTime(facts.pausedUntil.toISOString());
  const pausedLines = paused
    ? [
        `Codes for this address are paused until ${paused} after too many wrong codes; the link above still signs you in.`,
        ...(language === 'both'
          ? [
              `Kode untuk alamat ini dihentikan sementara sampai ${paused} karena terlalu banyak kode salah; tautan di atas tetap bisa dipakai.`,
            ]
          : []),
      ]
    : [];
  const linkLine = `Or sign in with this link, once, within the same ${validity}:`;
  const indonesian =
    language === 'both'
      ? [`Kode masuk Kilau kamu: ${code} (berlaku ${berlaku}). Atau masuk lewat tautan di atas (sekali pakai).`]
      : [];
  const button = language === 'both' ? 'Sign in to Kilau / Masuk ke Kilau' : 'Sign in to Kilau';
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
      ...indonesian.flatMap((line) => [line, '']),
      signature(language),
    ].join('\n'),
    html: `<p>Hi,</p><p>Your Kilau login code is</p><p style="${CODE_STYLE}">${code}</p>
<p>It works for ${validity}. If you did not ask for it, you can ignore this mail.</p>
<p>${escapeHtml(linkLine)}</p>
<p><a href="${escapeHtml(link)}" style="${BUTTON}">${button}</a></p>
${pausedLines.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`).join('')}
${indonesian.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>${htmlSignature(language)}</p>`,
  };
}

/** The same mail for a shopper who asked from an Indonesian page, in Indonesian only. */
function indonesianLoginCodeMail(facts: LoginCodeMailFacts): MailMessage {
  const { code, link } = facts;
  const minutes = Math.round(facts.ttlSeconds / 60);
  const validity = minutes >= 1 ? `${minutes} menit` : `${facts.ttlSeconds} detik`;
  const paused = facts.pausedUntil && indonesianTime('id', facts.pausedUntil.toISOString());
  const pausedLines = paused
    ? [
        `Kode untuk alamat ini dihentikan sementara sampai ${paused} karena terlalu banyak kode salah; tautan di atas tetap bisa dipakai untuk masuk.`,
      ]
    : [];
  const linkLine = `Atau masuk lewat tautan ini, sekali pakai, dalam ${validity} yang sama:`;
  return {
    to: facts.to,
    subject: `Kode masuk Kilau kamu: ${code}`,
    text: [
      greeting('id', ''),
      '',
      `Kode masuk Kilau kamu adalah ${code}.`,
      `Kode ini berlaku ${validity}. Jika kamu tidak memintanya, abaikan saja email ini.`,
      '',
      linkLine,
      link,
      '',
      ...pausedLines.flatMap((line) => [line, '']),
      signature('id'),
    ].join('\n'),
    html: `<p>${greeting('id', '')}</p><p>Kode masuk Kilau kamu adalah</p><p style="${CODE_STYLE}">${code}</p>
<p>Kode ini berlaku ${validity}. Jika kamu tidak memintanya, abaikan saja email ini.</p>
<p>${escapeHtml(linkLine)}</p>
<p><a href="${escapeHtml(link)}" style="${BUTTON}">Masuk ke Kilau</a></p>
${pausedLines.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`).join('')}<p>${htmlSignature('id')}</p>`,
  };
}
