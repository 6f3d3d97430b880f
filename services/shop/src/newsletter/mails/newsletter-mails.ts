import { formatWibDateTime } from '@kilau/domain';

import { escapeHtml } from '../../platform/mail/escape-html.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';

export const CONFIRM_SUBJECT = 'Confirm your Kilau newsletter subscription / Konfirmasi langganan';
export const WELCOME_SUBJECT = 'Welcome to the Kilau newsletter / Selamat datang';

/** A paragraph in English and one in Indonesian. */
type Bilingual = [english: string, indonesian: string];

/**
 * Every newsletter mail: its paragraphs, an optional button, and always the unsubscribe link at
 * the foot, so no mail of the newsletter leaves its reader without a way out.
 */
function newsletterMail(
  to: string,
  subject: string,
  paragraphs: Bilingual[],
  unsubscribe: string,
  action?: { label: string; url: string },
): MailMessage {
  const footer: Bilingual = [
    'Do not want these mails? Unsubscribe here:',
    'Tidak ingin menerima email ini? Berhenti berlangganan di sini:',
  ];
  const text = [
    'Hi,',
    '',
    ...paragraphs.flatMap(([en, id]) => [en, id, '']),
    ...(action ? [`${action.label}:`, action.url, ''] : []),
    ...footer,
    unsubscribe,
    '',
    'Kilau - titanium jewellery',
  ].join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1f1f1f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<p>Hi,</p>${paragraphs.map(([en, id]) => `<p>${escapeHtml(en)}<br><em>${escapeHtml(id)}</em></p>`).join('')}
${button}<p style="font-size:12px;color:#666">${escapeHtml(footer.join(' / '))} <a href="${escapeHtml(unsubscribe)}">Unsubscribe / Berhenti berlangganan</a></p>
<p>Kilau &middot; titanium jewellery</p>`;
  return { to, subject, text, html };
}

/** Double opt-in: the address is subscribed only once its owner opens this link. */
export function confirmationMail(facts: { to: string; confirm: string; unsubscribe: string; expiresAt: Date }) {
  const until = formatWibDateTime(facts.expiresAt.toISOString());
  return newsletterMail(
    facts.to,
    CONFIRM_SUBJECT,
    [
      [
        'Someone, we hope you, asked for the Kilau newsletter at this address. Please confirm with the link below; until then we send you nothing else.',
        'Seseorang, semoga kamu, mendaftarkan alamat ini untuk newsletter Kilau. Mohon konfirmasi lewat tautan di bawah; sebelum itu kami tidak mengirim apa pun.',
      ],
      [
        `The link works once, until ${until} (WIB). If you did not ask for it, ignore this mail.`,
        `Tautan berlaku sekali, sampai ${until} WIB. Jika kamu tidak mendaftar, abaikan email ini.`,
      ],
    ],
    facts.unsubscribe,
    { label: 'Confirm my subscription / Konfirmasi langganan', url: facts.confirm },
  );
}

/** After the confirmation: what the subscriber will get, and the way out. */
export function welcomeMail(facts: { to: string; unsubscribe: string }) {
  return newsletterMail(
    facts.to,
    WELCOME_SUBJECT,
    [
      [
        'Your subscription is confirmed. You will hear from us about new pieces and exclusive offers.',
        'Langganan kamu sudah dikonfirmasi. Kami akan mengabarkan koleksi baru dan penawaran eksklusif.',
      ],
    ],
    facts.unsubscribe,
  );
}
