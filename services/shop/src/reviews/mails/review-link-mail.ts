import { escapeHtml as escape } from '../../platform/mail/escape-html.js';
import {
  greeting,
  htmlSignature,
  mailLanguage,
  paragraphs,
  say,
  signature,
} from '../../platform/mail/mail-language.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';
import type { ReviewLinkFacts } from '../decider.js';

/** The review page's address for a token (the storefront's /review route; base64url needs no escaping). */
export function reviewPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/review?token=${token}`;
}

const BUTTON =
  'display:inline-block;padding:10px 18px;background:#1f1f1f;color:#fff;text-decoration:none;border-radius:4px';

/**
 * The mail a finished order brings: an invitation to rate and review it, with the order's one
 * review link and how long it works, in the language the order was placed in (English and
 * Indonesian when it is not known, like every order mail).
 */
export function reviewLinkMail(link: ReviewLinkFacts, token: string, publicUrl: string, days: number): MailMessage {
  const language = mailLanguage(link.language);
  const url = reviewPageUrl(publicUrl, token);
  const intro = paragraphs(
    language,
    [
      `Your order #${link.orderId} has arrived, and we hope you love it. How do you like it? Give it a few stars and a few words (a photo is welcome too): your review helps other shoppers choose.`,
    ],
    [
      `Pesanan #${link.orderId} sudah sampai, semoga Anda suka. Bagaimana menurut Anda? Beri bintang dan ulasan singkat (boleh dengan foto): ulasan Anda membantu pembeli lain memilih.`,
    ],
  );
  const once = say(
    language,
    `The link is yours alone, takes one review and works for ${days} ${days === 1 ? 'day' : 'days'}.`,
    `Tautan ini khusus untuk Anda, untuk satu ulasan, dan berlaku ${days} hari.`,
  );
  const write = say(language, 'Write your review', 'Tulis ulasan');
  const text = [
    greeting(language, link.firstName),
    '',
    ...intro.flatMap((line) => [line, '']),
    ...link.itemNames.map((name) => `- ${name}`),
    '',
    `${write}: ${url}`,
    '',
    once,
    '',
    signature(language),
  ].join('\n');
  const html = `<p>${escape(greeting(language, link.firstName))}</p>${intro.map((p) => `<p>${escape(p)}</p>`).join('')}
<ul>${link.itemNames.map((name) => `<li>${escape(name)}</li>`).join('')}</ul>
<p><a href="${escape(url)}" style="${BUTTON}">${write}</a></p>
<p><small>${escape(once)}</small></p><p>${htmlSignature(language)}</p>`;
  const subject = {
    en: `How do you like your Kilau order #${link.orderId}?`,
    id: `Bagaimana pesanan Kilau #${link.orderId} Anda?`,
    both: `How do you like your Kilau order #${link.orderId}? / Bagaimana pesanan Anda?`,
  }[language];
  return { to: link.email, subject, text, html };
}
