import { formatWibDateTime } from '@kilau/domain';

import { escapeHtml } from '../../platform/mail/escape-html.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';

/**
 * The mail an address's owner gets when too many wrong codes paused codes for it (once per
 * pause, login-lockout.ts): what happened, until when, and that they can still sign in by the link
 * in their newest login mail, in English and Indonesian like the shop's other mails.
 */
export function loginLockedMail(to: string, until: Date, publicUrl: string): MailMessage {
  const when = formatWibDateTime(until.toISOString());
  const login = `${publicUrl}/login`;
  const paragraphs = [
    `Too many wrong login codes were typed for ${to}, so login codes for this address are paused until ${when}. Until then no code typed for it is accepted, whoever types it: if it was not you, someone may be trying to get into your account, and this keeps them out.`,
    `You can still sign in: the sign-in link in your newest Kilau login mail works, and so does the one in any new login mail you ask for at ${login}. You need do nothing else.`,
    `Terlalu banyak kode masuk yang salah dimasukkan untuk ${to}, jadi kode masuk untuk alamat ini dihentikan sementara sampai ${when}. Sampai saat itu tidak ada kode yang diterima untuk alamat ini, siapa pun yang memasukkannya: jika itu bukan Anda, mungkin ada yang mencoba masuk ke akun Anda, dan ini mencegahnya.`,
    `Anda tetap bisa masuk: tautan masuk di email masuk Kilau terbaru Anda tetap berlaku, begitu juga tautan di email masuk baru yang Anda minta di ${login}. Anda tidak perlu melakukan apa pun lagi.`,
  ];
  return {
    to,
    subject: 'Kilau: login codes for your address are paused / Kode masuk dihentikan sementara',
    text: ['Hi,', '', ...paragraphs.flatMap((line) => [line, '']), 'Kilau - titanium jewellery'].join('\n'),
    html: `<p>Hi,</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>Kilau &middot; titanium jewellery</p>`,
  };
}
