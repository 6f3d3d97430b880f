import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { ReviewLinkRefusals, reviewToken } from '../review-link-refusals.js';
import { expiredBefore, hashReviewToken } from '../review-token.js';

/** GET /api/review/validate/?token=: whose link it is (order-side seed §3 'Review-link lookup'). */
export class ValidateReviewLink {
  constructor(readonly token: unknown) {}
}

export interface ReviewLinkView {
  user_id: number;
  order_id: number;
  review_token: string;
}

/**
 * A link that can still take its review; a used or expired one is gone (410), an unknown one not
 * found (404).
 */
@QueryHandler(ValidateReviewLink)
export class ValidateReviewLinkHandler implements IQueryHandler<ValidateReviewLink, ReviewLinkView> {
  constructor(
    private readonly db: DataSource,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async execute(query: ValidateReviewLink): Promise<ReviewLinkView> {
    const token = reviewToken(query.token);
    const ttl = this.config.reviewLinkTtlSeconds;
    const [link]: Array<{ order_id: string; user_id: number; used: boolean; expired: boolean }> = await this.db.query(
      `SELECT order_id::text, user_id, used_at IS NOT NULL AS used, created_at <= $2 AS expired
       FROM review_links WHERE token_hash = $1`,
      [hashReviewToken(token), expiredBefore(ttl)],
    );
    if (!link) throw ReviewLinkRefusals.unknown();
    if (link.used) throw ReviewLinkRefusals.used();
    if (link.expired) throw ReviewLinkRefusals.expired(ttl);
    return { user_id: link.user_id, order_id: Number(link.order_id), review_token: token };
  }
}
