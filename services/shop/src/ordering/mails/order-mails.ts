import { type CourierEntry, courierStatusInWords, formatRupiah, formatWibDateTime } from '@kilau/domain';

import { escapeHtml as escape } from '../../mail/escape-html.js';
import type { MailMessage } from '../../mail/mail-message.js';
import type { OrderPlaced } from '../events.js';
import { lineName } from '../order-items-view.js';

type Order = OrderPlaced['data'];

/** The confirmation a shopper gets when an order is placed: what they bought, what it costs, how to pay. */
/** `tracking` is the order's tracking page with its secret (order-access.ts), for a reader who is not logged in. */
export function orderPlacedMail(order: Order, tracking: string): MailMessage {
  const deadline = formatWibDateTime(order.paymentDeadline);
  return mail(order, tracking, {
    subject: `Kilau order #${order.orderId} received / Pesanan diterima`,
    intro: [
      `Thank you for your order #${order.orderId}. Please pay ${formatRupiah(order.totals.total)} before ${deadline}; an unpaid order is cancelled then.`,
      `Terima kasih atas pesanan #${order.orderId}. Mohon selesaikan pembayaran ${formatRupiah(order.totals.total)} sebelum ${deadline}; pesanan yang belum dibayar akan dibatalkan.`,
    ],
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

/** The receipt a shopper gets when the payment has settled. */
export function paymentReceiptMail(order: Order, paidAt: string, tracking: string): MailMessage {
  return mail(order, tracking, {
    subject: `Kilau payment received for order #${order.orderId} / Pembayaran diterima`,
    intro: [
      `We received your payment of ${formatRupiah(order.totals.total)} on ${formatWibDateTime(paidAt)}. We pack your order within 1-2 working days.`,
      `Pembayaran ${formatRupiah(order.totals.total)} sudah kami terima pada ${formatWibDateTime(paidAt)}. Pesanan dikemas dalam 1-2 hari kerja.`,
    ],
  });
}

/**
 * The mail a shopper gets when J&T picks the parcel up: the courier's event in words in each
 * language (never J&T's codes), its time in WIB, the waybill, and the way to follow it.
 */
export function parcelOnItsWayMail(
  order: Order,
  parcel: { awb: string; entry: CourierEntry },
  tracking: string,
): MailMessage {
  const at = formatWibDateTime(parcel.entry.date_time);
  return mail(order, tracking, {
    subject: `Kilau order #${order.orderId} is on its way / Pesanan dalam perjalanan`,
    intro: [
      `Your order #${order.orderId} is on its way with J&T Express, waybill ${parcel.awb}. ${courierStatusInWords(parcel.entry, 'en')} (${at}).`,
      `Pesanan #${order.orderId} sedang dikirim dengan J&T Express, nomor resi ${parcel.awb}. ${courierStatusInWords(parcel.entry, 'id')} (${at}).`,
    ],
  });
}

interface MailParts {
  subject: string;
  intro: string[];
  payLink?: string;
}

function mail(order: Order, tracking: string, parts: MailParts): MailMessage {
  const lines = order.lines.map((line) => ({
    name:
      lineName(line) + (line.charms.length && line.product ? ` + ${line.charms.map((c) => c.name).join(', ')}` : ''),
    quantity: line.quantity,
    total: formatRupiah(line.pricing.lineTotal),
    note: line.message,
  }));
  const totals: Array<[string, string]> = [
    ['Subtotal', formatRupiah(order.totals.subtotal)],
    ['Product discount / Diskon produk', `- ${formatRupiah(order.totals.productDiscount)}`],
    ['Charm discount / Diskon charm', `- ${formatRupiah(order.totals.charmDiscount)}`],
    ['Shipping / Ongkos kirim', formatRupiah(order.totals.shipping)],
    ['Total', formatRupiah(order.totals.total)],
  ];
  const text = [
    `Hi ${order.shipping.firstName},`,
    '',
    ...parts.intro.flatMap((line) => [line, '']),
    ...(parts.payLink ? [`Pay now / Bayar sekarang: ${parts.payLink}`, ''] : []),
    ...lines.map((l) => `${l.quantity} x ${l.name}  ${l.total}${l.note ? `  ("${l.note}")` : ''}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `Ship to / Dikirim ke: ${order.shipping.firstName} ${order.shipping.lastName}, ${order.shipping.text}`,
    `Follow your order / Lacak pesanan: ${tracking}`,
    '',
    'Kilau - titanium jewellery',
  ].join('\n');
  const pay = parts.payLink
    ? `<p><a href="${escape(parts.payLink)}" style="display:inline-block;padding:10px 18px;background:#1f1f1f;color:#ffffff;text-decoration:none">Pay now / Bayar sekarang</a></p>`
    : '';
  const html = `<p>Hi ${escape(order.shipping.firstName)},</p>${parts.intro.map((p) => `<p>${escape(p)}</p>`).join('')}${pay}
<table cellpadding="6" style="border-collapse:collapse">${lines
    .map(
      (l) =>
        `<tr><td>${l.quantity} &times;</td><td>${escape(l.name)}${l.note ? `<br><em>&ldquo;${escape(l.note)}&rdquo;</em>` : ''}</td><td align="right">${l.total}</td></tr>`,
    )
    .join(
      '',
    )}${totals.map(([label, value]) => `<tr><td></td><td>${label}</td><td align="right">${value}</td></tr>`).join('')}</table>
<p>Ship to / Dikirim ke: ${escape(`${order.shipping.firstName} ${order.shipping.lastName}, ${order.shipping.text}`)}</p>
<p><a href="${escape(tracking)}">Follow your order / Lacak pesanan</a></p><p>Kilau &middot; titanium jewellery</p>`;
  return { to: order.shipping.email || order.email, subject: parts.subject, text, html };
}
