import { formatShopDateTime } from '@kilau/domain';

import { fit, type Measure, printable, wrap } from './label-text.js';
import type { ShippingLabel } from './shipping-label.js';

type Item = ShippingLabel['items'][number];

/** One line of the items list; charm lines are drawn indented under their piece. */
export interface ItemLine {
  text: string;
  indent: boolean;
}

/** The gift note box shows at most this many lines; its messages are 65 characters each. */
export const GIFT_NOTE_MAX_LINES = 4;

/**
 * The items list in at most `maxLines` lines: each piece as 'name × qty' (the name cut, never the
 * quantity), its charms wrapped on indented lines `charmWidth` wide. When the list is longer, whole
 * pieces are left off from the end and the last line says '+N more', N counting the pieces left
 * off; the first piece is shown whenever two lines fit, its charms cut with an ellipsis if they
 * alone overflow, so a packer always sees where the list goes on.
 */
export function itemLines(
  items: readonly Item[],
  width: number,
  charmWidth: number,
  maxLines: number,
  measure: Measure,
): ItemLine[] {
  const block = (item: Item, charmLines: number): ItemLine[] => {
    const quantity = ` × ${item.quantity}`;
    const head = fit(item.name, width - measure(quantity), measure) + quantity;
    const charms = item.charms.length > 0 ? `Charms: ${item.charms.join(', ')}` : '';
    const charmRows = wrap(charms, charmWidth, charmLines, measure).map((text) => ({ text, indent: true }));
    return [{ text: head, indent: false }, ...charmRows];
  };
  const blocks: ItemLine[][] = [];
  let total = 0;
  for (const item of items) {
    if (total > maxLines) break;
    const lines = block(item, Infinity);
    blocks.push(lines);
    total += lines.length;
  }
  if (total <= maxLines) return blocks.flat();
  if (maxLines < 1) return [];

  const room = maxLines - 1;
  const shown: ItemLine[] = [];
  let count = 0;
  for (const [index, item] of items.entries()) {
    const lines = index === 0 ? block(item, room - 1) : (blocks[index] ?? block(item, Infinity));
    if (shown.length + lines.length > room) break;
    shown.push(...lines);
    count += 1;
  }
  return [...shown, { text: `+${items.length - count} more`, indent: false }];
}

/** The gift note's messages (one per line), each wrapped, in at most GIFT_NOTE_MAX_LINES lines. */
export function giftNoteLines(note: string | null, width: number, measure: Measure): string[] {
  const messages = (note ?? '').split(/\r?\n/).filter((message) => printable(message) !== '');
  const lines = messages.flatMap((message) => wrap(message, width, Infinity, measure));
  if (lines.length <= GIFT_NOTE_MAX_LINES) return lines;
  const rest = lines.slice(GIFT_NOTE_MAX_LINES - 1).join(' ');
  return [...lines.slice(0, GIFT_NOTE_MAX_LINES - 1), fit(rest, width, measure)];
}

/** When the order was placed, as the shop's staff and couriers read it: '01/02/2025 03:00 WIB' (the shop's one formatter). */
export function wibDateTime(iso: string): string {
  return formatShopDateTime(iso);
}

const KILOGRAMS = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** The parcel's weight in the Indonesian way: '1,25 kg'. */
export function weightText(kg: number): string {
  return `${KILOGRAMS.format(kg)} kg`;
}
