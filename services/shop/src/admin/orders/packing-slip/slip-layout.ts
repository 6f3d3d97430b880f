import { formatIndonesianPhone, formatShopDateTime, orderNumber, type PackingLine } from '@kilau/domain';

import { Pen, type TextStyle, wrap } from '../../../shipping/labels/index.js';
import type { PackingSlip } from './packing-slip.js';

const MM = 72 / 25.4;

/** A5 portrait: it folds once into the parcel and prints on any office printer. */
export const SLIP_SIZE: [number, number] = [148 * MM, 210 * MM];

const MARGIN = 12 * MM;
const LEFT = MARGIN;
const WIDTH = SLIP_SIZE[0] - 2 * MARGIN;
const FOOTER_TOP = SLIP_SIZE[1] - MARGIN - 14;
const LEADING = 1.35;

const TITLE: TextStyle = { size: 16, face: 'Helvetica-Bold' };
const CAPTION: TextStyle = { size: 7.5, face: 'Helvetica-Bold', color: '#555555' };
const BODY: TextStyle = { size: 10 };
const BOLD: TextStyle = { size: 10, face: 'Helvetica-Bold' };
const SMALL: TextStyle = { size: 8.5 };
const CHARM_INDENT = 26;
const BOX = 9;

/** One printed line: its text, where it starts, how it looks, and whether it carries a tick box. */
interface Row {
  text: string;
  indent: number;
  style: TextStyle;
  box?: boolean;
  /** Space above the row, points. */
  gap?: number;
}

/**
 * Lays out and draws the slip: the header, the receiver, then each line with its charms by slot
 * and its gift note, and a sign-off. Rows that run past the page continue on a new page under a
 * short header, never cut; `pages` answers how many pages it took.
 */
export class SlipLayout {
  private y = MARGIN;
  pages = 1;

  constructor(
    private readonly pen: Pen,
    private readonly slip: PackingSlip,
    private readonly addPage: () => void,
  ) {}

  draw(): void {
    this.header();
    this.rows(this.receiverRows());
    this.rule();
    this.rows(this.itemRows());
    this.rule();
    this.rows([
      { text: 'Packed by: ____________________   Checked by: ____________________', indent: 0, style: SMALL, gap: 8 },
    ]);
  }

  private header(): void {
    const { slip, pen } = this;
    const number = orderNumber(slip.orderId);
    pen.line('Kilau', LEFT, this.y, WIDTH / 2, TITLE);
    pen.line('PACKING SLIP', LEFT + WIDTH / 2, this.y + 2, WIDTH / 2, { ...CAPTION, size: 9, align: 'right' });
    this.y += TITLE.size * LEADING;
    pen.line(`Order ${number}`, LEFT, this.y, WIDTH, { ...TITLE, size: 13 });
    this.y += 13 * LEADING;
    const placed = `Placed ${formatShopDateTime(slip.placedAt)}`;
    const waybill = slip.waybill ? ` · Waybill ${slip.waybill}` : '';
    pen.line(placed + waybill, LEFT, this.y, WIDTH, SMALL);
    this.y += SMALL.size * LEADING;
    if (slip.warning) {
      pen.line(`Status: ${slip.warning} - do not ship`, LEFT, this.y, WIDTH, { ...BOLD, color: '#b00020' });
      this.y += BOLD.size * LEADING;
    }
    this.rule();
  }

  private receiverRows(): Row[] {
    const { receiver } = this.slip.packing;
    const measure = this.pen.measure(BODY);
    const phone = formatIndonesianPhone(receiver.phone);
    return [
      { text: 'SHIP TO', indent: 0, style: CAPTION },
      { text: receiver.name, indent: 0, style: { ...BOLD, size: 11 } },
      ...(phone ? [{ text: phone, indent: 0, style: BODY }] : []),
      ...wrap(receiver.address, WIDTH, 3, measure).map((text) => ({ text, indent: 0, style: BODY })),
      ...[
        receiver.district && `Kec. ${receiver.district}`,
        receiver.city,
        `${receiver.province} ${receiver.postal_code}`,
      ]
        .filter((text) => text.trim() !== '')
        .map((text) => ({ text, indent: 0, style: BODY })),
      ...(receiver.email ? [{ text: receiver.email, indent: 0, style: SMALL }] : []),
    ];
  }

  private itemRows(): Row[] {
    const { lines, pieces } = this.slip.packing;
    const heading: Row = { text: `ITEMS (${pieces} ${pieces === 1 ? 'piece' : 'pieces'})`, indent: 0, style: CAPTION };
    return [heading, ...lines.flatMap((line) => this.lineRows(line))];
  }

  private lineRows(line: PackingLine): Row[] {
    const kind = line.custom ? ' (chain)' : '';
    const rows: Row[] = [
      { text: `${line.quantity} × ${line.name}${kind}`, indent: BOX + 6, style: BOLD, box: true, gap: 4 },
    ];
    for (const charm of line.charms) {
      rows.push({ text: `Slot ${charm.slot}: ${charm.name}`, indent: CHARM_INDENT, style: BODY });
    }
    if (line.message) {
      const measure = this.pen.measure(BODY);
      const note = wrap(`Gift note: "${line.message}"`, WIDTH - CHARM_INDENT, 4, measure);
      rows.push(
        ...note.map((text) => ({ text, indent: CHARM_INDENT, style: { ...BODY, face: 'Helvetica-Bold' as const } })),
      );
    }
    return rows;
  }

  private rows(rows: Row[]): void {
    for (const row of rows) {
      const height = (row.gap ?? 0) + row.style.size * LEADING;
      if (this.y + height > FOOTER_TOP) this.continued();
      this.y += row.gap ?? 0;
      if (row.box) this.pen.box(LEFT, this.y - 0.5, BOX, BOX);
      this.pen.line(row.text, LEFT + row.indent, this.y, WIDTH - row.indent, row.style);
      this.y += row.style.size * LEADING;
    }
  }

  private continued(): void {
    this.addPage();
    this.pages += 1;
    this.y = MARGIN;
    this.pen.line(`Order ${orderNumber(this.slip.orderId)} (continued)`, LEFT, this.y, WIDTH, BOLD);
    this.y += BOLD.size * LEADING;
    this.rule();
  }

  private rule(): void {
    this.y += 3;
    this.pen.stroke(LEFT, this.y, LEFT + WIDTH, this.y, 0.6);
    this.y += 6;
  }
}

/** The page's footer: the order again (pages get separated) and 'Page n of N'. */
export function drawSlipFooter(pen: Pen, slip: PackingSlip, page: number, pages: number): void {
  pen.stroke(LEFT, FOOTER_TOP + 2, LEFT + WIDTH, FOOTER_TOP + 2, 0.4);
  pen.line(`Kilau · Order ${orderNumber(slip.orderId)}`, LEFT, FOOTER_TOP + 6, WIDTH / 2, SMALL);
  pen.line(`Page ${page} of ${pages}`, LEFT + WIDTH / 2, FOOTER_TOP + 6, WIDTH / 2, { ...SMALL, align: 'right' });
}
