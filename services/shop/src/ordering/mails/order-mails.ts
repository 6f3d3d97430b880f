import { formatRupiah } from '@kilau/domain';

import { escapeHtml as escape } from '../../mail/escape-html.js';
import type { MailMessage } from '../../mail/mail-message.js';
import type { OrderPlaced } from '../events.js';
import { lineName } from '../order-items-view.js';

type Order = OrderPlaced['data'];

/** The confirmation a shopper gets when an order is placed: what they bought, what it costs, how to pay. */
/** `tracking` is the order's tracking page with its secret (order-access.ts), for a reader who is not logged in. */
export function orderPlacedMail(order: Order, tracking: string): MailMessage {
  const deadline = wib(order.paymentDeadline);
  return mail(order, tracking, {
    subject: `Kilau order #${order.orderId} received / Pesanan diterima`,
    intro: [
      `Thank you for your order #${order.orderId}. Please pay ${formatRupiah(order.totals.total)} before ${deadline} (WIB); an unpaid order is cancelled then.`,
      `Terima kasih atas pesanan #${order.orderId}. Mohon selesaikan pembayaran ${formatRupiah(order.totals.total)} sebelum ${deadline} WIB; pesanan yang belum dibayar akan dibatalkan.`,
    ],
  });
}

/** The receipt a shopper gets when the payment has settled. */
export function paymentReceiptMail(order: Order, paidAt: string, tracking: string): MailMessage {
  return mail(order, tracking, {
    subject: `Kilau payment received for order #${order.orderId} / Pembayaran diterima`,
    intro: [
      `We received your payment of ${formatRupiah(order.totals.total)} on ${wib(paidAt)} (WIB). We pack your order within 1-2 working days.`,
      `Pembayaran ${formatRupiah(order.totals.total)} sudah kami terima pada ${wib(paidAt)} WIB. Pesanan dikemas dalam 1-2 hari kerja.`,
    ],
  });
}

function mail(order: Order, tracking: string, parts: { subject: string; intro: string[] }): MailMessage {
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
    ...lines.map((l) => `${l.quantity} x ${l.name}  ${l.total}${l.note ? `  ("${l.note}")` : ''}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `Ship to / Dikirim ke: ${order.shipping.firstName} ${order.shipping.lastName}, ${order.shipping.text}`,
    `Follow your order / Lacak pesanan: ${tracking}`,
    '',
    'Kilau - titanium jewellery',
  ].join('\n');
  const html = `<p>Hi ${escape(order.shipping.firstName)},</p>${parts.intro.map((p) => `<p>${escape(p)}</p>`).join('')}
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

/** Made once: building a formatter costs far more than using one. */
const WIB = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as the shop's customers read it: Western Indonesian Time, day month year and hour. */
function wib(iso: string): string {
  return WIB.format(new Date(iso));
}
