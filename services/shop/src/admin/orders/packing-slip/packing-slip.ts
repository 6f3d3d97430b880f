import type { PackingFacts } from '@kilau/domain';

/** What one order's packing slip prints: the order, what goes in the parcel, and where it goes. */
export interface PackingSlip {
  orderId: number;
  /** When the order was placed (ISO 8601); printed in WIB. */
  placedAt: string;
  waybill: string | null;
  /** The status badge, printed when the order is no longer to be packed (e.g. cancelled). */
  warning: string | null;
  packing: PackingFacts;
}
