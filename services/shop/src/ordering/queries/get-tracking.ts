import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { OrderMessages, type TrackingView, wibInstant } from '@kilau/domain';

import { notFound } from '../../http/shop-error.js';
import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import type { OrderTrackingRow } from '../projections/order-tracking/projection.js';

/** A parcel's tracking by order id or waybill (the tracking page's /track-order/{trackingNumber}). */
export class GetTracking {
  constructor(
    readonly reference: string,
    readonly caller: AuthenticatedUser | undefined,
  ) {}
}

/**
 * The seed's tracking response (order-side seed §3): `orderid`, `detail`, `history`, and
 * `status`. Anyone with the number sees the timeline; the receiver and the order's details only
 * the owner and staff, the others get `detail_message` saying why.
 */
@QueryHandler(GetTracking)
export class GetTrackingHandler implements IQueryHandler<GetTracking, TrackingView> {
  constructor(private readonly db: DataSource) {}

  async execute({ reference, caller }: GetTracking): Promise<TrackingView> {
    const byOrder = /^\d{1,18}$/.test(reference) ? reference : null;
    const [found] = await this.db.query(
      `SELECT to_jsonb(t) AS row FROM order_tracking t WHERE waybill = $1 OR order_id = $2::bigint LIMIT 1`,
      [reference, byOrder],
    );
    const row = found?.row as OrderTrackingRow | undefined;
    if (!row) throw notFound(OrderMessages.noTrackingData(reference));
    const mayKnow = caller !== undefined && (caller.isStaff || caller.id === row.user_id);
    // a row built before courier times were converted may hold J&T's zone-less text: answered with its offset
    const history = row.history.map((entry) => ({ ...entry, date_time: wibInstant(entry.date_time) }));
    const base = { orderid: String(row.order_id), waybill: row.waybill, status: row.status, history };
    if (!mayKnow) return { ...base, detail: null, detail_message: OrderMessages.detailsNeedAuthentication };
    const shipped_date = row.detail.shipped_date && wibInstant(row.detail.shipped_date);
    return { ...base, detail: { ...row.detail, shipped_date, receiver: row.receiver } };
  }
}
