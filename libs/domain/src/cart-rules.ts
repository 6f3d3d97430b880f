import { MAX_CHARMS_PER_PIECE } from './charm-bundle.js';
import { CartMessages } from './messages.js';

/** Gift note limit, with a live n/65 counter (storefront seed §5, order-side seed §9). */
export const GIFT_NOTE_MAX_LENGTH = 65;

/** Characters as the shopper counts them: an emoji is one, not two UTF-16 units. */
function characterCount(text: string): number {
  return Array.from(text).length;
}

export function giftNoteProblem(note: string | null | undefined): string | undefined {
  return note != null && characterCount(note) > GIFT_NOTE_MAX_LENGTH ? CartMessages.noteTooLong : undefined;
}

/** The note dialog's live counter, e.g. '12/65'. */
export function giftNoteCounter(note: string | null | undefined): string {
  return `${characterCount(note ?? '')}/${GIFT_NOTE_MAX_LENGTH}`;
}

/**
 * The note as stored: surrounding blanks dropped, and a blank note is no note. Two lines with the
 * same product and charms are the same line only when their stored notes match.
 */
export function normalizeGiftNote(note: string | null | undefined): string {
  return (note ?? '').trim();
}

/** 3 on bases marked is_charm_max3, otherwise 5 (storefront seed §4, §5). */
export function maxCharmsFor(base: { is_charm_max3?: boolean }): 3 | 5 {
  return base.is_charm_max3 ? 3 : MAX_CHARMS_PER_PIECE;
}

/**
 * A piece's charm count: a whole number from 0 (chain only) to its base's maximum. Without a base
 * (a charm bought alone) the builder's own limit of 5 holds; whether a base is required at all is
 * the caller's check ('Please select a base product first.').
 */
export function charmCountProblem(count: number, base: { is_charm_max3?: boolean } | null): string | undefined {
  const max = base ? maxCharmsFor(base) : MAX_CHARMS_PER_PIECE;
  return Number.isInteger(count) && count >= 0 && count <= max ? undefined : CartMessages.charmCountInvalid(max);
}

export type QuantityChange = { kind: 'set'; quantity: number } | { kind: 'confirm_removal' } | { kind: 'ignore' };

/**
 * The drawer's plus and minus (storefront seed §4): a result below 0 is ignored, a result of 0 asks
 * to confirm the removal (Cancel / Remove), anything else becomes the new quantity.
 */
export function quantityChange(current: number, delta: number): QuantityChange {
  const next = current + delta;
  if (next < 0) return { kind: 'ignore' };
  return next === 0 ? { kind: 'confirm_removal' } : { kind: 'set', quantity: next };
}

export interface CartLineKey {
  product?: number | null;
  gift_set?: number | null;
  charms: readonly number[];
  message?: string | null;
}

/**
 * Adding an item raises the quantity of an existing line with the same product or gift set, the same
 * charms and the same message (storefront seed §4). Charms compare in slot order: the same charms in
 * other slots make a different piece.
 */
export function isSameCartLine(a: CartLineKey, b: CartLineKey): boolean {
  return (
    (a.product ?? null) === (b.product ?? null) &&
    (a.gift_set ?? null) === (b.gift_set ?? null) &&
    a.charms.length === b.charms.length &&
    a.charms.every((charm, slot) => charm === b.charms[slot]) &&
    normalizeGiftNote(a.message) === normalizeGiftNote(b.message)
  );
}

/**
 * A cart holds at most this many different lines (ours: the seed sets no limit). A real shopper's
 * cart is a handful of pieces; a cart without a limit is one a script can grow until every read
 * and checkout of it is slow.
 */
export const MAX_CART_LINES = 50;

/** Whether a cart of `lines` lines can take one more different line. */
export function cartFullProblem(lines: number, max = MAX_CART_LINES): string | undefined {
  return lines >= max ? CartMessages.cartFull(max) : undefined;
}
