import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { OrderMessages, type TrackingView, wibInstant } from '@kilau/domain';

import type { AuthenticatedUser } from '../../identity/auth/authenticated-user.js';
import { READ_DB } from '../../platform/database/read-database.js';
import { notFound } from '../../platform/shared/refused.js';
import { OrderAccess } from '../order-access.js';
import type { OrderTrackingRow } from '../projections/order-tracking/projection.js';

/** A parcel's tracking by order id or waybill (the tracking page's /track-order/{trackingNumber}). */
export class GetTracking {
  constructor(
    readonly reference: string,
    readonly caller: AuthenticatedUser | undefined,
    /** The order's secret from its mail's link (the guest `Token` header), when a guest has one. */
    readonly orderToken?: string,
  ) {}
}

/**
 * The seed's tracking response (order-side seed §3): `orderid`, `detail`, `history`, and
 * `status`. Who may see what:
 * - the order's owner, staff, and whoever holds the order's secret (its mail's link): everything,
 *   by order id or by waybill;
 * - anyone else with the waybill (J&T's number, not guessable from the next one): the status and
 *   the timeline, with `detail_message` instead of the receiver and the items;
 * - anyone else with an order id: 404, the very answer an order that does not exist gets, so
 *   nobody can walk the shop's orders by counting.
 */
@QueryHandler(GetTracking)
export class GetTrackingHandler implements IQueryHandler<GetTracking, TrackingView> {
  constructor(
    @Inject(READ_DB) private readonly db: DataSource,
    private readonly access: OrderAccess,
  ) {}

  async execute({ reference, caller, orderToken }: GetTracking): Promise<TrackingView> {
    const row = await this.find(reference);
    const entitled =
      row !== undefined &&
      ((caller !== undefined && (caller.isStaff || caller.id === row.user_id)) ||
        this.access.opens(row.order_id, orderToken));
    const byWaybill = row?.waybill === reference;
    if (!row || (!entitled && !byWaybill)) throw notFound(OrderMessages.noTrackingData(reference));
    // a row built before courier times were converted may hold J&T's zone-less text: answered with its offset
    const history = row.history.map((entry) => ({ ...entry, date_time: wibInstant(entry.date_time) }));
    const base = { orderid: String(row.order_id), waybill: row.waybill, status: row.status, history };
    if (!entitled) return { ...base, detail: null, detail_message: OrderMessages.detailsNeedAuthentication };
    const shipped_date = row.detail.shipped_date && wibInstant(row.detail.shipped_date);
    return { ...base, detail: { ...row.detail, shipped_date, receiver: row.receiver } };
  }

  /** The order whose waybill this is, else the order with this id (a waybill wins a tie). */
  private async find(reference: string): Promise<OrderTrackingRow | undefined> {
    const byOrder = /^\d{1,18}$/.test(reference) ? reference : null;
    const [found] = await this.db.query(
      `SELECT to_jsonb(t) AS row FROM order_tracking t WHERE waybill = $1 OR order_id = $2::bigint
       ORDER BY (waybill = $1) IS TRUE DESC LIMIT 1`,
      [reference, byOrder],
    );
    return found?.row as OrderTrackingRow | undefined;
  }
}
