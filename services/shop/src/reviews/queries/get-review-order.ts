import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import type { ReviewOrderItem, ReviewOrderView } from '@kilau/domain';
import { OrderMessages } from '@kilau/domain';

import type { OrderSummaryRow } from '../../ordering/projections/order-summaries/projection.js';
import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { notFound } from '../../platform/shared/refused.js';
import { ReviewLinkRefusals, reviewToken } from '../review-link-refusals.js';
import { expiredBefore, hashReviewToken } from '../review-token.js';

/** GET /api/review/order/?token=[&order_id=]: the order a review link is for, as the review page shows it. */
export class GetReviewOrder {
  constructor(
    readonly token: unknown,
    readonly orderId?: number,
  ) {}
}

/**
 * The order from the customer's read model, found by its link's token alone (the page has no
 * login). Once reviewed, its items come back empty: the page then says the review is in. A link
 * past its life and never used shows nothing of the order (its address is in it).
 */
@QueryHandler(GetReviewOrder)
export class GetReviewOrderHandler implements IQueryHandler<GetReviewOrder, ReviewOrderView> {
  constructor(
    private readonly db: DataSource,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async execute(query: GetReviewOrder): Promise<ReviewOrderView> {
    const ttl = this.config.reviewLinkTtlSeconds;
    const [link]: Array<{ order_id: string; reviewed: boolean; expired: boolean; row: OrderSummaryRow | null }> =
      await this.db.query(
        `SELECT l.order_id::text, l.used_at IS NOT NULL AS reviewed, l.created_at <= $2 AS expired, to_jsonb(s) AS row
         FROM review_links l LEFT JOIN order_summaries s ON s.order_id = l.order_id
         WHERE l.token_hash = $1`,
        [hashReviewToken(reviewToken(query.token)), expiredBefore(ttl)],
      );
    if (!link || (query.orderId !== undefined && Number(link.order_id) !== query.orderId)) {
      throw ReviewLinkRefusals.unknown();
    }
    if (link.expired && !link.reviewed) throw ReviewLinkRefusals.expired(ttl);
    if (!link.row) throw notFound(OrderMessages.orderNotFound);
    return reviewOrderView(link.row, link.reviewed);
  }
}

function reviewOrderView(row: OrderSummaryRow, reviewed: boolean): ReviewOrderView {
  return {
    id: Number(row.order_id),
    created_at: row.placed_at,
    fulfillment_status: row.fulfillment_status,
    payment_status: row.payment_status,
    shipping_address: row.shipping_address,
    total_price: row.total_price,
    items: reviewed
      ? []
      : row.items.map((item) => ({
          product: item.product,
          product_name: item.product_name,
          gift_set: item.gift_set,
          gift_set_name: item.gift_set_name,
          quantity: item.quantity,
          message: item.message,
          price: item.price,
          charms: item.charms,
        })),
    reviewed,
  };
}

export type { ReviewOrderItem, ReviewOrderView };
