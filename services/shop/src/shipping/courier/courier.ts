import type { CancellationOutcome, CourierEntry } from '@kilau/domain';

import type { OrderState } from '../../ordering/order/state.js';

type Order = Exclude<OrderState, { status: 'none' }>;

/**
 * The courier as the shop speaks of it: book a parcel (get its waybill), print the waybill's
 * receipt, cancel the parcel, follow it, and quote the fee of sending one. Handlers depend on this
 * port only; J&T Express over HTTP is its adapter (jnt/jnt-courier.ts), injected under COURIER.
 * The shipping label is the shop's own PDF (labels/), drawn from the recorded waybill: printing it
 * asks the courier nothing.
 */
export interface Courier {
  /** Books the order's parcel; asking again for the same order names the waybill given before. */
  bookParcel(parcel: Parcel, options?: CourierCallOptions): Promise<Booking>;
  /** Cancels the order's parcel; the courier refuses once it has picked it up. */
  cancelParcel(orderId: number, reason: string, options?: CourierCallOptions): Promise<CancellationOutcome>;
  /** A short-lived URL of the waybill's printed receipt, or the courier's reason (a code) for not giving one. */
  receiptUrl(waybill: string, options?: CourierCallOptions): Promise<{ url: string } | { reason: string }>;
  /** The parcel's history; undefined when the courier does not know the waybill (yet). */
  track(waybill: string, options?: CourierCallOptions): Promise<ParcelTracking | undefined>;
  /** The fee of a parcel of `weight` kg from a pickup site to a district. */
  tariff(query: TariffQuery, options?: CourierCallOptions): Promise<Tariff>;
}

/** The port's injection token. */
export const COURIER = Symbol('Courier');

/** Where someone waits for the answer (a shopper's fee, staff's print), a few quick tries; jobs retry through the queue. */
export interface CourierCallOptions {
  tries?: number;
}

/**
 * Why a courier call failed. `transient` (unreachable, timeout, 5xx, an answer that is not the
 * courier's shape) is worth retrying; `refused` (the courier answered and said no) is not.
 */
export class CourierError extends Error {
  constructor(
    readonly kind: 'transient' | 'refused',
    message: string,
    readonly detail: { httpStatus?: number; reason?: string; code?: string; malformed?: boolean } = {},
  ) {
    super(message);
    this.name = 'CourierError';
  }
}

/** The courier codes of the order's district (the checkout's area code record). */
export interface CourierArea {
  destinationCode: string;
  receiverArea: string;
}

/** Where the courier collects parcels: the shop's pickup location. */
export interface PickupPoint {
  name: string;
  contact: string;
  phone: string;
  address: string;
  originCode: string;
}

/** A paid order's parcel, to be booked: what it holds, where it goes from and to, and when it is asked. */
export interface Parcel {
  order: Order;
  area: CourierArea;
  pickup: PickupPoint;
  at: Date;
}

/**
 * The courier's answer to a booking: its waybill, or its refusal with its own words (and the
 * waybill it gave before, when it refused because the order was booked already).
 */
export type Booking =
  | { booked: true; waybill: string; etd: string | null }
  | { booked: false; reason: string; existingWaybill: string | null };

/** The parcel's history as the courier keeps it (times as instants). */
export interface ParcelTracking {
  waybill: string;
  history: CourierEntry[];
}

export interface TariffQuery {
  weight: number;
  sendSiteCode: string;
  destAreaCode: string;
}

/** A fee quote: its options, and the answer as the courier sent it (the storefront reads that shape). */
export interface Tariff {
  ok: boolean;
  message: string;
  options: Array<{ name: string; cost: number }>;
  raw: { is_success: string; message: string; content: string };
}
