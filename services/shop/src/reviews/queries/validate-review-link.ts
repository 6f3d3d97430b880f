import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { ReviewLinkRefusals, reviewToken } from '../review-link-refusals.js';
import { hashReviewToken } from '../review-token.js';

/** GET /api/review/validate/?token=: whose link it is (order-side seed §3 'Review-link lookup'). */
export class ValidateReviewLink {
  constructor(readonly token: unknown) {}
}

export interface ReviewLinkView {
  user_id: number;
  order_id: number;
  review_token: string;
}

/** A link that can still take its review; a used one is gone (410), an unknown one not found (404). */
@QueryHandler(ValidateReviewLink)
export class ValidateReviewLinkHandler implements IQueryHandler<ValidateReviewLink, ReviewLinkView> {
  constructor(private readonly db: DataSource) {}

  async execute(query: ValidateReviewLink): Promise<ReviewLinkView> {
    const token = reviewToken(query.token);
    const [link]: Array<{ order_id: string; user_id: number; used: boolean }> = await this.db.query(
      `SELECT order_id::text, user_id, used_at IS NOT NULL AS used FROM review_links WHERE token_hash = $1`,
      [hashReviewToken(token)],
    );
    if (!link) throw ReviewLinkRefusals.unknown();
    if (link.used) throw ReviewLinkRefusals.used();
    return { user_id: link.user_id, order_id: Number(link.order_id), review_token: token };
  }
}
