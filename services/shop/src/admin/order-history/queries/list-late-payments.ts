import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { LatePaymentRow } from '@kilau/domain';

import { likeEscape, SqlParams, whereClause } from '../../../catalogue/read/sql.js';
import { READ_DB } from '../../../platform/database/read-database.js';
import type { RestList } from '../../../platform/http/simple-rest.js';
import { Refused } from '../../../platform/shared/refused.js';

export class ListLatePayments {
  constructor(readonly list: RestList) {}
}

/** The fields the list sorts by, each with its column in the query below. */
export const LATE_PAYMENT_SORTS = {
  paid_at: 'paid_at',
  cancelled_at: 'cancelled_at',
  amount: 'amount',
  order_id: 'order_id',
  email: 'email',
  id: 'id',
} as const;

/**
 * Every payment that arrived after its order was cancelled, with the order's e-mail and
 * cancellation and whether staff refunded it. Read from the log itself: such payments are rare,
 * and a partial index holds exactly their events (events_late_payments_idx), so the list is a
 * walk of that index plus a few primary-key lookups per row, however long the log grows. A
 * read model would be one more table to keep and replay for the same answer.
 */
const LATE_PAYMENTS = `
  SELECT DISTINCT ON (p.data->>'attemptId')
    p.data->>'attemptId' AS id,
    (p.data->>'orderId')::bigint AS order_id,
    placed.data->>'email' AS email,
    (p.data->>'amount')::integer AS amount,
    p.data->>'transactionId' AS transaction_id,
    p.data->>'paymentType' AS payment_type,
    p.data->>'at' AS paid_at,
    cancelled.data->>'cancelledAt' AS cancelled_at,
    cancelled.data->>'reason' AS cancel_reason,
    refund.data IS NOT NULL AS refunded,
    refund.data->>'at' AS refunded_at,
    refund.data#>>'{refundedBy,email}' AS refunded_by,
    refund.data->>'note' AS refund_note
  FROM events p
  JOIN events placed ON placed.stream_id = p.stream_id AND placed.stream_version = 1
  LEFT JOIN LATERAL (
    SELECT c.data FROM events c
    WHERE c.stream_id = p.stream_id AND c.event_type = 'OrderCancelled'
    ORDER BY c.stream_version LIMIT 1
  ) cancelled ON true
  LEFT JOIN events refund ON refund.stream_id = 'refund-' || (p.data->>'attemptId') AND refund.stream_version = 1
  WHERE p.event_type = 'PaymentReceivedForCancelledOrder'
  ORDER BY p.data->>'attemptId', p.global_position`;

@QueryHandler(ListLatePayments)
export class ListLatePaymentsHandler implements IQueryHandler<
  ListLatePayments,
  { rows: LatePaymentRow[]; total: number }
> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ list }: ListLatePayments) {
    const sql = new SqlParams();
    const where = conditions(list.filter, sql);
    const column = LATE_PAYMENT_SORTS[list.sort.field as keyof typeof LATE_PAYMENT_SORTS];
    const found: Array<LatePaymentRow & { total: string }> = await this.db.query(
      `SELECT *, count(*) OVER () AS total FROM (${LATE_PAYMENTS}) late ${whereClause(where)}
       ORDER BY ${column} ${list.sort.order} NULLS LAST, id ${list.sort.order}
       LIMIT ${sql.add(list.limit)} OFFSET ${sql.add(list.offset)}`,
      sql.values,
    );
    const total = found.length ? Number(found[0]!.total) : 0;
    const rows = found.map(({ total: _total, ...row }) => ({ ...row, order_id: Number(row.order_id) }));
    return { rows, total };
  }
}

const invalid = (message: string) => new Refused('invalid', 'invalid_list_query', message);

/** `refunded` (true/false), `q` (an e-mail or an order id, in part), `order_id`, and getMany's `id` list. */
function conditions(filter: Record<string, unknown>, sql: SqlParams): string[] {
  const where: string[] = [];
  if (filter.refunded !== undefined && filter.refunded !== '') {
    if (![true, false, 'true', 'false'].includes(filter.refunded as never))
      throw invalid('filter refunded must be true or false');
    where.push(`refunded = ${sql.add(String(filter.refunded) === 'true')}`);
  }
  if (typeof filter.q === 'string' && filter.q.trim()) {
    const q = sql.add(`%${likeEscape(filter.q.trim())}%`);
    where.push(`(email ILIKE ${q} OR order_id::text LIKE ${q})`);
  }
  if (filter.order_id !== undefined) {
    const orderId = Number(filter.order_id);
    if (!Number.isSafeInteger(orderId)) throw invalid('filter order_id must be a whole number');
    where.push(`order_id = ${sql.add(orderId)}`);
  }
  if (filter.id !== undefined) {
    const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).map(String);
    where.push(`id = ANY(${sql.add(ids)}::text[])`);
  }
  return where;
}
