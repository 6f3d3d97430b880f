import type { StageEvent } from '../stages/stages.js';

/** The parcel's facts as the order gave them, read once at creation for tracking and labels. */
export interface Parcel {
  shipper: { name: string; phone: string; addr: string; originCode: string };
  receiver: { name: string; phone: string; addr: string; zip: string; destinationCode: string; area: string };
  itemName: string;
  goodsdesc: string;
  qty: number;
  weight: number;
  /** COD amount in rupiah, 0 when none. */
  cod: number;
  /** What J&T charges for it (the tariff of the receiver's area). */
  shippingCost: number;
}

/** One order J&T accepted, with its waybill and its courier history (chronological, never empty). */
export interface CourierOrder {
  orderid: string;
  awb: string;
  /** The order object exactly as posted in `data_param.detail[]`. */
  request: Record<string, unknown>;
  parcel: Parcel;
  createdAt: number;
  history: StageEvent[];
  /**
   * Held where it stands: stages no longer pass by themselves (the control API still moves it).
   * The demo holds its parcels so every courier tab keeps some orders while the shop runs.
   */
  held?: boolean;
}
