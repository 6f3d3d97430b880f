import { type CourierEntry, courierStatusInWords, formatRupiah, formatWibDateTime } from '@kilau/domain';

import { escapeHtml as escape } from '../../platform/mail/escape-html.js';
import {
  greeting,
  htmlSignature,
  indonesianTime,
  type MailLanguage,
  mailLanguage,
  paragraphs,
  say,
  signature,
} from '../../platform/mail/mail-language.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';
import type { OrderPlaced } from '../events.js';
import { lineName } from '../order-items-view.js';

type Order = OrderPlaced['data'];

/**
 * The confirmation a shopper gets when an order is placed: what they bought, what it costs, how to
 * pay, in the language of the page they ordered from (both languages when it is not known).
 * `tracking` is the order's tracking page with its secret (order-access.ts), for a reader who is not logged in.
 */
export function orderPlacedMail(order: Order, tracking: string): MailMessage {
  const language = mailLanguage(order.language);
  const total = formatRupiah(order.totals.total);
  const id = order.orderId;
  return mail(order, language, tracking, {
    subject: {
      en: `Kilau order #${id} received`,
      id: `Pesanan Kilau #${id} diterima`,
      both: `Kilau order #${id} received / Pesanan diterima`,
    }[language],
    intro: paragraphs(
      language,
      [
        `Thank you for your order #${id}. Please pay ${total} before ${formatWibDateTime(order.paymentDeadline)}; an unpaid order is cancelled then.`,
      ],
      [
        `Terima kasih atas pesanan #${id}. Mohon selesaikan pembayaran ${total} sebelum ${indonesianTime(language, order.paymentDeadline)}; pesanan yang belum dibayar akan dibatalkan.`,
      ],
    ),
    // the way back to paying once the shopper has left checkout: the order's page has "Pay now"
    payLink: payLink(tracking),
  });
}

/** The order's page asked to offer paying at once ("Pay now"), its secret kept in the fragment. */
export function payLink(tracking: string): string {
  const url = new URL(tracking);
  url.searchParams.set('pay', 'now');
  return url.toString();
}

/** The receipt a shopper gets when the payment has settled, in the order's language. */
export function paymentReceiptMail(order: Order, paidAt: string, tracking: string): MailMessage {
  const language = mailLanguage(order.language);
  const total = formatRupiah(order.totals.total);
  const id = order.orderId;
  return mail(order, language, tracking, {
    subject: {
      en: `Kilau payment received for order #${id}`,
      id: `Pembayaran pesanan Kilau #${id} diterima`,
      both: `Kilau payment received for order #${id} / Pembayaran diterima`,
    }[language],
    intro: paragraphs(
      language,
      [
        `We received your payment of ${total} on ${formatWibDateTime(paidAt)}. We pack your order within 1-2 working days.`,
      ],
      [
        `Pembayaran ${total} sudah kami terima pada ${indonesianTime(language, paidAt)}. Pesanan dikemas dalam 1-2 hari kerja.`,
      ],
    ),
  });
}

/**
 * The mail a shopper gets when J&T picks the parcel up, in the order's language: the courier's
 * event in words (never J&T's codes), its time in WIB, the waybill, and the way to follow it.
 */
export function parcelOnItsWayMail(
  order: Order,
  parcel: { awb: string; entry: CourierEntry },
  tracking: string,
): MailMessage {
  const language = mailLanguage(order.language);
  const id = order.orderId;
  const { awb, entry } = parcel;
  return mail(order, language, tracking, {
    subject: {
      en: `Kilau order #${id} is on its way`,
      id: `Pesanan Kilau #${id} dalam perjalanan`,
      both: `Kilau order #${id} is on its way / Pesanan dalam perjalanan`,
    }[language],
    intro: paragraphs(
      language,
      [
        `Your order #${id} is on its way with J&T Express, waybill ${awb}. ${courierStatusInWords(entry, 'en')} (${formatWibDateTime(entry.date_time)}).`,
      ],
      [
        `Pesanan #${id} sedang dikirim dengan J&T Express, nomor resi ${awb}. ${courierStatusInWords(entry, 'id')} (${indonesianTime(language, entry.date_time)}).`,
      ],
    ),
  });
}

interface MailParts {
  subject: string;
  intro: string[];
  payLink?: string;
}

function mail(order: Order, language: MailLanguage, tracking: string, parts: MailParts): MailMessage {
  const lines = order.lines.map((line) => ({
    name:
      lineName(line) + (line.charms.length && line.product ? ` + ${line.charms.map((c) => c.name).join(', ')}` : ''),
    quantity: line.quantity,
    total: formatRupiah(line.pricing.lineTotal),
    note: line.message,
  }));
  const totals: Array<[string, string]> = [
    ['Subtotal', formatRupiah(order.totals.subtotal)],
    [say(language, 'Product discount', 'Diskon produk'), `- ${formatRupiah(order.totals.productDiscount)}`],
    [say(language, 'Charm discount', 'Diskon charm'), `- ${formatRupiah(order.totals.charmDiscount)}`],
    [say(language, 'Shipping', 'Ongkos kirim'), formatRupiah(order.totals.shipping)],
    ['Total', formatRupiah(order.totals.total)],
  ];
  const payNow = say(language, 'Pay now', 'Bayar sekarang');
  const shipTo = say(language, 'Ship to', 'Dikirim ke');
  const follow = say(language, 'Follow your order', 'Lacak pesanan');
  const text = [
    greeting(language, order.shipping.firstName),
    '',
    ...parts.intro.flatMap((line) => [line, '']),
    ...(parts.payLink ? [`${payNow}: ${parts.payLink}`, ''] : []),
    ...lines.map((l) => `${l.quantity} x ${l.name}  ${l.total}${l.note ? `  ("${l.note}")` : ''}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `${shipTo}: ${order.shipping.firstName} ${order.shipping.lastName}, ${order.shipping.text}`,
    `${follow}: ${tracking}`,
    '',
    signature(language),
  ].join('\n');
  const pay = parts.payLink
    ? `<p><a href="${escape(parts.payLink)}" style="display:inline-block;padding:10px 18px;background:#1f1f1f;color:#ffffff;text-decoration:none">${payNow}</a></p>`
    : '';
  const html = `<p>${escape(greeting(language, order.shipping.firstName))}</p>${parts.intro.map((p) => `<p>${escape(p)}</p>`).join('')}${pay}
<table cellpadding="6" style="border-collapse:collapse">${lines
    .map(
      (l) =>
        `<tr><td>${l.quantity} &times;</td><td>${escape(l.name)}${l.note ? `<br><em>&ldquo;${escape(l.note)}&rdquo;</em>` : ''}</td><td align="right">${l.total}</td></tr>`,
    )
    .join(
      '',
    )}${totals.map(([label, value]) => `<tr><td></td><td>${label}</td><td align="right">${value}</td></tr>`).join('')}</table>
<p>${shipTo}: ${escape(`${order.shipping.firstName} ${order.shipping.lastName}, ${order.shipping.text}`)}</p>
<p><a href="${escape(tracking)}">${follow}</a></p><p>${htmlSignature(language)}</p>`;
  return { to: order.shipping.email || order.email, subject: parts.subject, text, html };
}
