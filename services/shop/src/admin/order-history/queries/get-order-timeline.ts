import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import {
  type OrderFacts,
  OrderMessages,
  type OrderTimelineView,
  packingFacts,
  paymentBadge,
  statusBadge,
  type TimelineEntry,
} from '@kilau/domain';

import { orderStreamId } from '../../../ordering/events.js';
import { evolveOrderSummary, type OrderSummaryRow } from '../../../ordering/projections/order-summaries/projection.js';
import { paymentStreamId } from '../../../payment/events.js';
import { READ_DB } from '../../../platform/database/read-database.js';
import { notFound } from '../../../platform/shared/refused.js';
import { refundStreamId } from '../events.js';
import { jobEntry } from './job-entry.js';
import { notificationEntry, type NotificationRecord } from './notification-entry.js';
import { OrderJobs } from './order-jobs.js';
import { type RecordedFact, timelineEntry } from './timeline-entry.js';

export class GetOrderTimeline {
  constructor(readonly orderId: number) {}
}

/** Reads events as stored, times as ISO text (the same text the projections write). */
const FACT_COLUMNS = `event_type AS type, data, metadata, stream_id AS "streamId", stream_version AS "streamVersion",
  to_json(recorded_at) #>> '{}' AS "recordedAt"`;

/**
 * One order's whole story, oldest first: its own stream, its payment attempts' stream, the
 * refunds of its late payments, the notifications as Midtrans sent them, and its jobs with each
 * failed attempt's error. Every part is read by the order's id through an index.
 */
@QueryHandler(GetOrderTimeline)
export class GetOrderTimelineHandler implements IQueryHandler<GetOrderTimeline, OrderTimelineView> {
  constructor(
    @Inject(READ_DB) private readonly db: DataSource,
    private readonly jobs: OrderJobs,
  ) {}

  async execute({ orderId }: GetOrderTimeline): Promise<OrderTimelineView> {
    const facts: RecordedFact[] = await this.db.query(
      `SELECT ${FACT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY global_position`,
      [[orderStreamId(orderId), paymentStreamId(orderId)]],
    );
    const ownFacts = facts.filter((fact) => fact.streamId === orderStreamId(orderId));
    if (!ownFacts.length) throw notFound(OrderMessages.orderNotFound);
    const lateAttempts = ownFacts
      .filter((fact) => fact.type === 'PaymentReceivedForCancelledOrder')
      .map((fact) => String(fact.data.attemptId));
    const [refunds, notifications] = await Promise.all([
      this.db.query(`SELECT ${FACT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY global_position`, [
        lateAttempts.map(refundStreamId),
      ]) as Promise<RecordedFact[]>,
      this.notifications(orderId),
    ]);
    const jobs = await this.jobs.of(
      orderId,
      ownFacts,
      notifications.map((n) => n.id),
    );
    const entries: TimelineEntry[] = [
      ...[...facts, ...refunds].map(timelineEntry),
      ...notifications.map(notificationEntry),
      ...jobs.map(jobEntry),
    ];
    return { id: orderId, order: orderFacts(ownFacts), entries: oldestFirst(entries) };
  }

  private notifications(orderId: number): Promise<NotificationRecord[]> {
    return this.db.query(
      `SELECT id, provider_order_id, transaction_status, status_code, gross_amount, body,
         to_json(received_at) #>> '{}' AS received_at, times_received
       FROM payment_notifications WHERE order_id = $1 ORDER BY received_at`,
      [orderId],
    );
  }
}

/** Merged by time; entries of the same moment keep the order they were gathered in (events first). */
function oldestFirst(entries: TimelineEntry[]): TimelineEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, at: Date.parse(entry.at) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * The order's facts as of the events shown, folded with the customer's order read model's own
 * rule (so the two never disagree, and a projection running behind cannot make the facts
 * contradict the timeline below them).
 */
function orderFacts(ownFacts: readonly RecordedFact[]): OrderFacts {
  const row = ownFacts.reduce<OrderSummaryRow | undefined>(
    (current, fact) =>
      evolveOrderSummary(current, {
        type: fact.type,
        data: fact.data,
        streamId: fact.streamId,
        streamVersion: fact.streamVersion,
        recordedAt: new Date(fact.recordedAt),
      }),
    undefined,
  );
  if (!row) throw notFound(OrderMessages.orderNotFound);
  return {
    id: Number(row.order_id),
    email: row.email,
    receiver_name: [row.receiver.first_name, row.receiver.last_name].filter(Boolean).join(' '),
    fulfillment_status: row.fulfillment_status,
    status_badge: statusBadge(row.fulfillment_status),
    payment_status: row.payment_status,
    payment_badge: paymentBadge(
      { paid: row.paid_at !== null, billcode: row.waybill, placedAt: row.placed_at },
      new Date(),
    ),
    total_price: row.total_price,
    items: row.items,
    waybill: row.waybill,
    cancel_reason: row.cancel_reason,
    created_at: row.placed_at,
    paid_at: row.paid_at,
    packing: packingFacts(row.items, row.receiver),
    shipping_cost: row.shipping_cost,
  };
}
