import { orderNumber } from '@kilau/domain';

import { giftNoteLines, itemLines, weightText, wibDateTime } from './label-content.js';
import { CAP_HEIGHT, Pen, type TextStyle } from './label-pen.js';
import { fit, wrap } from './label-text.js';
import type { ShippingLabel } from './shipping-label.js';

const MM = 72 / 25.4;

/** 100 × 150 mm, the thermal label couriers print, in points. */
export const PAGE_SIZE: [number, number] = [100 * MM, 150 * MM];

const MARGIN = 3 * MM;
const LEFT = MARGIN;
const WIDTH = PAGE_SIZE[0] - 2 * MARGIN;
const BOTTOM = PAGE_SIZE[1] - MARGIN;
const GAP = 4;

const CAPTION: TextStyle = { size: 6.5, face: 'Helvetica-Bold' };
const BODY: TextStyle = { size: 8.5 };
const SMALL: TextStyle = { size: 7.5 };
const LEADING = 1.25;
const CAPTION_HEIGHT = 9;
const FOOTER_HEIGHT = 26;

/** Draws one label on the current page, top to bottom; the footer and gift note are pinned to the bottom. */
export function drawLabel(pen: Pen, label: ShippingLabel, barcode: Buffer): void {
  let y = header(pen, label, MARGIN);
  y = waybill(pen, label, barcode, y);
  y = sortingCode(pen, label, y);
  y = receiver(pen, label, y);
  y = sender(pen, label, y);
  const footerTop = footer(pen, label);
  const noteTop = giftNote(pen, label, footerTop);
  items(pen, label, y, noteTop - GAP);
}

function header(pen: Pen, label: ShippingLabel, top: number): number {
  const serviceWidth = 34;
  const serviceLeft = LEFT + WIDTH - serviceWidth;
  pen.line('J&T EXPRESS', LEFT, top + 3, WIDTH * 0.6, { size: 16, face: 'Helvetica-Bold' });
  pen.line('Kilau', LEFT, top + 5, serviceLeft - LEFT - GAP, { size: 12, face: 'Helvetica-Bold', align: 'right' });
  pen.box(serviceLeft, top, serviceWidth, 20, 'black');
  const service: TextStyle = { size: 12, face: 'Helvetica-Bold', align: 'center', color: 'white' };
  pen.line(label.service, serviceLeft + 2, top + 5, serviceWidth - 4, service);
  return ruled(pen, top + 24);
}

function waybill(pen: Pen, label: ShippingLabel, barcode: Buffer, top: number): number {
  const height = 15 * MM;
  pen.image(barcode, LEFT, top, WIDTH, height);
  const text: TextStyle = { size: 11, face: 'Helvetica-Bold', align: 'center', characterSpacing: 1.5 };
  pen.line(label.waybill, LEFT, top + height + 3, WIDTH, text);
  return ruled(pen, top + height + 17);
}

/** The courier's sorting code: destination code and receiver area, large enough to read from a belt. */
function sortingCode(pen: Pen, label: ShippingLabel, top: number): number {
  const height = 32;
  const split = LEFT + WIDTH * 0.4;
  const style: TextStyle = { size: 24, face: 'Helvetica-Bold', align: 'center' };
  const textTop = top + (height - CAP_HEIGHT * style.size) / 2;
  pen.line(label.destinationCode, LEFT, textTop, split - LEFT - GAP, style);
  pen.stroke(split, top, split, top + height);
  pen.line(label.receiverArea, split + GAP, textTop, LEFT + WIDTH - split - 2 * GAP, style);
  return ruled(pen, top + height + 2);
}

function receiver(pen: Pen, label: ShippingLabel, top: number): number {
  const { name, phone, address, district, city, province, postalCode } = label.receiver;
  pen.line('RECEIVER', LEFT, top, WIDTH, CAPTION);
  let y = top + CAPTION_HEIGHT;
  y = nameAndPhone(pen, name, phone, y, { size: 11, face: 'Helvetica-Bold' }, { size: 9 });
  y = lines(pen, wrap(address, WIDTH, 3, pen.measure(BODY)), y, BODY);
  y = lines(pen, [`${district}, ${city}`], y, BODY);
  const bold: TextStyle = { ...BODY, face: 'Helvetica-Bold' };
  const postal = ` ${postalCode}`;
  const measure = pen.measure(bold);
  y = lines(pen, [fit(province, WIDTH - measure(postal), measure) + postal], y, bold);
  return ruled(pen, y + 1);
}

function sender(pen: Pen, label: ShippingLabel, top: number): number {
  const { name, phone, address, city } = label.sender;
  pen.line('SENDER', LEFT, top, WIDTH, CAPTION);
  let y = top + CAPTION_HEIGHT;
  y = nameAndPhone(pen, name, phone, y, { size: 8.5, face: 'Helvetica-Bold' }, SMALL);
  y = lines(pen, wrap(`${address}, ${city}`, WIDTH, 2, pen.measure(SMALL)), y, SMALL);
  return ruled(pen, y + 1);
}

function nameAndPhone(pen: Pen, name: string, phone: string, top: number, nameStyle: TextStyle, phoneStyle: TextStyle) {
  const phoneWidth = Math.min(pen.measure(phoneStyle)(phone), WIDTH * 0.4);
  pen.line(
    phone,
    LEFT + WIDTH - phoneWidth,
    top + (nameStyle.size - phoneStyle.size) * CAP_HEIGHT,
    phoneWidth,
    phoneStyle,
  );
  pen.line(name, LEFT, top, WIDTH - phoneWidth - GAP, nameStyle);
  return top + nameStyle.size * LEADING;
}

function items(pen: Pen, label: ShippingLabel, top: number, bottom: number): void {
  const indent = 10;
  const leading = SMALL.size * LEADING;
  pen.line('ITEMS', LEFT, top, WIDTH, CAPTION);
  const maxLines = Math.floor((bottom - top - CAPTION_HEIGHT) / leading);
  const rows = itemLines(label.items, WIDTH, WIDTH - indent, maxLines, pen.measure(SMALL));
  rows.forEach((row, index) => {
    const x = row.indent ? LEFT + indent : LEFT;
    pen.line(row.text, x, top + CAPTION_HEIGHT + index * leading, WIDTH - (x - LEFT), SMALL);
  });
}

/** The gift note's box just above the footer; answers the top of what it took (the footer's top if no note). */
function giftNote(pen: Pen, label: ShippingLabel, footerTop: number): number {
  const padding = 4;
  const rows = giftNoteLines(label.giftNote, WIDTH - 2 * padding, pen.measure(SMALL));
  if (rows.length === 0) return footerTop;
  const height = CAPTION_HEIGHT + rows.length * SMALL.size * LEADING + padding;
  const top = footerTop - GAP - height;
  pen.box(LEFT, top, WIDTH, height);
  pen.line('GIFT NOTE', LEFT + padding, top + padding, WIDTH - 2 * padding, CAPTION);
  lines(pen, rows, top + padding + CAPTION_HEIGHT - 1, SMALL, LEFT + padding);
  return top;
}

function footer(pen: Pen, label: ShippingLabel): number {
  const top = BOTTOM - FOOTER_HEIGHT;
  const half = WIDTH / 2;
  const pieces = label.items.reduce((sum, item) => sum + item.quantity, 0);
  pen.stroke(LEFT, top, LEFT + WIDTH, top);
  pen.line(`Order ${orderNumber(label.orderId)}`, LEFT, top + 4, WIDTH * 0.7, { ...BODY, face: 'Helvetica-Bold' });
  pen.line(`Weight ${weightText(label.weightKg)}`, LEFT + WIDTH * 0.7, top + 4, WIDTH * 0.3, {
    ...BODY,
    align: 'right',
  });
  pen.line(wibDateTime(label.createdAt), LEFT, top + 16, half, SMALL);
  pen.line(`Pieces ${pieces}`, LEFT + half, top + 16, half, { ...SMALL, align: 'right' });
  return top;
}

function lines(pen: Pen, texts: string[], top: number, style: TextStyle, x = LEFT): number {
  texts.forEach((text, index) => pen.line(text, x, top + index * style.size * LEADING, LEFT + WIDTH - x, style));
  return top + texts.length * style.size * LEADING;
}

function ruled(pen: Pen, y: number): number {
  pen.stroke(LEFT, y, LEFT + WIDTH, y);
  return y + GAP;
}
