import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { ReviewView } from '@kilau/domain';

import { MAX_PLAIN_ROWS } from '../../catalogue/read/listing.js';
import { READ_DB } from '../../platform/database/read-database.js';
import { notFound } from '../../platform/shared/refused.js';

export interface ReviewFilter {
  id?: number;
  product?: number;
  charm?: number;
  giftSet?: number;
}

export class ListReviewsQuery {
  constructor(readonly filter: ReviewFilter = {}) {}
}

const ids = (table: string, column: string) =>
  `COALESCE((SELECT json_agg(x.${column} ORDER BY x.${column}) FROM ${table} x WHERE x.review_id = r.id), '[]'::json)`;

/** Best first, then older first: the seed's order for "What They Say"; the best MAX_PLAIN_ROWS of them. */
@QueryHandler(ListReviewsQuery)
export class ListReviewsHandler implements IQueryHandler<ListReviewsQuery, ReviewView[]> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ filter }: ListReviewsQuery): Promise<ReviewView[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.id !== undefined) where.push(`r.id = $${params.push(filter.id)}`);
    if (filter.product !== undefined)
      where.push(
        `EXISTS (SELECT 1 FROM review_products x WHERE x.review_id = r.id AND x.product_id = $${params.push(filter.product)})`,
      );
    if (filter.charm !== undefined)
      where.push(
        `EXISTS (SELECT 1 FROM review_charms x WHERE x.review_id = r.id AND x.charm_id = $${params.push(filter.charm)})`,
      );
    if (filter.giftSet !== undefined)
      where.push(
        `EXISTS (SELECT 1 FROM review_gift_sets x WHERE x.review_id = r.id AND x.gift_set_id = $${params.push(filter.giftSet)})`,
      );
    const rows: Array<Omit<ReviewView, 'uploaded_at'> & { uploaded_at: Date }> = await this.db.query(
      `SELECT r.id, r.user_name, r.uploaded_at, r.rating, r.review_text, r.image,
        ${ids('review_products', 'product_id')} AS products,
        ${ids('review_charms', 'charm_id')} AS charms,
        ${ids('review_gift_sets', 'gift_set_id')} AS gift_sets
      FROM reviews r ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY r.rating DESC, r.uploaded_at ASC, r.id LIMIT ${MAX_PLAIN_ROWS}`,
      params,
    );
    if (filter.id !== undefined && rows.length === 0) throw notFound('Review not found');
    return rows.map((row) => ({ ...row, uploaded_at: row.uploaded_at.toISOString() }));
  }
}

export type { ReviewView };
