import { AdminMessages, CheckoutMessages } from './messages.js';
import { COURIER_STAGES, isTerminal, type OrderStatus } from './order-status.js';

/**
 * The courier's rules in the shop's words: which of J&T's tracking entries moves an order to which
 * status, what a courier refusal tells the shopper and the staff, and the phone and weight the
 * courier is sent. J&T publishes no code table (PROVIDERS.md 2.5, 'build a mapping from observed
 * data'), so an entry is read by its `status_code` first and by the words of its `status` after.
 */

/** One entry of a waybill's tracking history, as J&T answers it (the fields the shop keeps). */
export interface CourierEntry {
  /**
   * When, as ISO 8601 with WIB's offset ("2026-11-25T14:03:00+07:00"): J&T's zone-less WIB text is
   * converted where it enters (the J&T client). Events recorded before hold the text as J&T wrote
   * it; readers take it through parseShopInstant / wibInstant, which read it as WIB.
   */
  date_time: string;
  status: string;
  status_code: number;
  city_name?: string;
}

/** The stage each known tracking code means; codes not listed move nothing (they are still shown). */
const STAGE_BY_CODE: Readonly<Record<number, OrderStatus>> = {
  100: 'packing', // picked up by the courier
  102: 'on_shipping', // left the origin hub
  103: 'shipped', // arrived at the destination hub
  104: 'delivery', // out for delivery to the receiver
  200: 'done', // received
  401: 'not_accepted', // being returned to the sender
  402: 'not_accepted', // returned to the sender
};

/** Words J&T writes for the same stages, for an entry whose code is unknown. Checked in this order. */
const STAGE_BY_WORDS: ReadonlyArray<[RegExp, OrderStatus]> = [
  [/retur|dikembalikan/i, 'not_accepted'],
  [/telah diterima oleh|paket telah diterima|delivered/i, 'done'],
  [/sedang diantar|dalam pengantaran|on delivery/i, 'delivery'],
  [/telah sampai|tiba di|arrival/i, 'shipped'],
  [/akan dikirimkan|berangkat|departure/i, 'on_shipping'],
  [/pick ?up|diambil|picked/i, 'packing'],
];

/** The order status a tracking entry stands for; undefined for entries that move nothing (the manifest). */
export function stageOfEntry(entry: Pick<CourierEntry, 'status' | 'status_code'>): OrderStatus | undefined {
  const byCode = STAGE_BY_CODE[Number(entry.status_code)];
  if (byCode) return byCode;
  return STAGE_BY_WORDS.find(([words]) => words.test(entry.status ?? ''))?.[1];
}

const STAGE_RANK: ReadonlyMap<OrderStatus, number> = new Map([
  ['collection', 0],
  ...COURIER_STAGES.map((stage, index): [OrderStatus, number] => [stage, index + 1]),
]);

/**
 * Where a parcel's history leaves an order that is now `current`: the furthest stage any entry
 * reached, never back (entries may arrive late or out of order), and a return ends it as
 * not_accepted unless it was already done. Undefined when the history moves nothing.
 */
export function statusAfterHistory(current: OrderStatus, entries: readonly CourierEntry[]): OrderStatus | undefined {
  const currentRank = STAGE_RANK.get(current);
  if (currentRank === undefined || isTerminal(current)) return undefined; // not with the courier
  const stages = entries.map(stageOfEntry).filter((stage): stage is OrderStatus => stage !== undefined);
  if (stages.includes('not_accepted')) return 'not_accepted';
  let furthest: OrderStatus | undefined;
  let rank = currentRank;
  for (const stage of stages) {
    const stageRank = STAGE_RANK.get(stage) ?? -1;
    if (stageRank > rank) [furthest, rank] = [stage, stageRank];
  }
  return furthest;
}

/** What the courier said when it would not make a waybill: reuse the one it has, or a message to show. */
export type CourierRefusal = { reuse: string } | { message: string };

/**
 * A refused courier order in the seed's Indonesian words (order-side seed §8 'Courier'): a district
 * J&T does not know, an order id it has seen (its existing waybill is the answer, when it names one),
 * anything else with the courier's reason.
 */
export function courierRefusal(reason: string, existingWaybill?: string | null): CourierRefusal {
  if (/kecamatan penerima error/i.test(reason)) return { message: CheckoutMessages.courierAddressUnknown };
  if (/orderid tidak boleh sama/i.test(reason)) {
    return existingWaybill ? { reuse: existingWaybill } : { message: CheckoutMessages.courierOrderExists };
  }
  return { message: CheckoutMessages.courierFailed(reason || 'tanpa alasan') };
}

export type ReceiptCode = keyof typeof AdminMessages.courierCodes;

/** The staff's words for a receipt J&T would not print: its S-code's meaning, else the reason itself. */
export function receiptRefusalMessage(reason: string): string {
  const code = /\bS\d\d\b/.exec(reason)?.[0] as ReceiptCode | undefined;
  return (code && AdminMessages.courierCodes[code]) || reason || AdminMessages.courierCodes.S99;
}

export type CancellationOutcome =
  | { kind: 'cancelled' }
  | { kind: 'already_cancelled' }
  | { kind: 'not_allowed'; detail: string }
  | { kind: 'failed'; detail: string };

/**
 * What J&T's answer to a cancellation means (order-side seed §8 'Cancel'): `Sukses` cancelled it;
 * CANCEL_ORDER in the reason means it was cancelled before; 'Tidak dapat dibatalkan' means the
 * parcel is past cancelling (picked up); anything else failed.
 */
export function cancellationOutcome(status: string, reason: string): CancellationOutcome {
  if (/^sukses$/i.test(status.trim())) return { kind: 'cancelled' };
  if (/CANCEL_ORDER/i.test(reason)) return { kind: 'already_cancelled' };
  if (/tidak dapat dibatalkan/i.test(reason)) return { kind: 'not_allowed', detail: reason };
  return { kind: 'failed', detail: reason };
}
