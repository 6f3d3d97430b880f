import type { SqlSession } from '@kilau/event-store';

import type { ReviewItems } from '../../decider.js';
import type { ReviewView } from '../../queries/list-reviews.js';
import { ReviewLinkRefusals } from '../../review-link-refusals.js';
import { expiredBefore } from '../../review-token.js';

/** An order's review link as spending it answers: who reviews and what the order held. */
export interface SpentLink {
  orderId: number;
  userName: string;
  items: ReviewItems;
}

/**
 * Marks the link used, if nobody did and it has not expired: of two submits at once, the second
 * waits for the first's row lock and then finds the link used. Unknown, used and expired links
 * are refused.
 */
export async function spendLink(session: SqlSession, tokenHash: string, ttlSeconds: number): Promise<SpentLink> {
  const { rows } = await session.query<{
    order_id: string;
    user_name: string;
    product_ids: number[];
    charm_ids: number[];
    gift_set_ids: number[];
  }>(
    `UPDATE review_links SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND created_at > $2
     RETURNING order_id::text, user_name, product_ids, charm_ids, gift_set_ids`,
    [tokenHash, expiredBefore(ttlSeconds)],
  );
  const row = rows[0];
  if (!row) {
    const { rows: found } = await session.query<{ used: boolean }>(
      `SELECT used_at IS NOT NULL AS used FROM review_links WHERE token_hash = $1`,
      [tokenHash],
    );
    if (!found[0]) throw ReviewLinkRefusals.unknown();
    throw found[0].used ? ReviewLinkRefusals.used() : ReviewLinkRefusals.expired(ttlSeconds);
  }
  return {
    orderId: Number(row.order_id),
    userName: row.user_name,
    items: { productIds: row.product_ids, charmIds: row.charm_ids, giftSetIds: row.gift_set_ids },
  };
}

/**
 * The review, what it is about and the link that made it, in one statement. An item taken out of
 * the catalogue since the order is left out rather than failing the review.
 */
export async function insertReview(
  session: SqlSession,
  link: SpentLink,
  review: { rating: number; reviewText: string; image: string | null },
  targets: ReviewItems,
): Promise<ReviewView> {
  const { rows } = await session.query<Omit<ReviewView, 'uploaded_at'> & { uploaded_at: Date }>(
    `WITH review AS (
       INSERT INTO reviews (user_name, rating, review_text, image) VALUES ($1, $2, $3, $4)
       RETURNING id, user_name, uploaded_at, rating, review_text, image),
     of_products AS (
       INSERT INTO review_products (review_id, product_id)
       SELECT review.id, p.id FROM review, products p WHERE p.id = ANY($5::int[]) RETURNING product_id),
     of_charms AS (
       INSERT INTO review_charms (review_id, charm_id)
       SELECT review.id, c.id FROM review, charms c WHERE c.id = ANY($6::int[]) RETURNING charm_id),
     of_gift_sets AS (
       INSERT INTO review_gift_sets (review_id, gift_set_id)
       SELECT review.id, g.id FROM review, gift_sets g WHERE g.id = ANY($7::int[]) RETURNING gift_set_id),
     linked AS (
       UPDATE review_links SET review_id = (SELECT id FROM review) WHERE order_id = $8)
     SELECT review.*,
       (SELECT coalesce(json_agg(product_id ORDER BY product_id), '[]') FROM of_products) AS products,
       (SELECT coalesce(json_agg(charm_id ORDER BY charm_id), '[]') FROM of_charms) AS charms,
       (SELECT coalesce(json_agg(gift_set_id ORDER BY gift_set_id), '[]') FROM of_gift_sets) AS gift_sets
     FROM review`,
    [
      link.userName,
      review.rating,
      review.reviewText,
      review.image,
      targets.productIds,
      targets.charmIds,
      targets.giftSetIds,
      link.orderId,
    ],
  );
  const row = rows[0]!;
  return { ...row, uploaded_at: row.uploaded_at.toISOString() };
}

const RATED = [
  ['products', 'review_products', 'product_id', 'productIds'],
  ['charms', 'review_charms', 'charm_id', 'charmIds'],
  ['gift_sets', 'review_gift_sets', 'gift_set_id', 'giftSetIds'],
] as const;

/**
 * Locks the items the review rates, before anything else is written: in one order (products,
 * charms, gift sets; each by id). Writing the review first would take the items' key-share locks
 * (its rows refer to them), and two reviews of one item, each then asking to lock the item
 * for its rating, would wait for each other: a deadlock. Locked first, the second review waits
 * here for the first to commit.
 */
export async function lockRatedItems(session: SqlSession, targets: ReviewItems): Promise<void> {
  for (const [table, , , key] of RATED) {
    const ids = targets[key];
    if (ids.length)
      await session.query(`SELECT 1 FROM ${table} WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [ids]);
  }
}

/**
 * Each reviewed item's `rating` becomes the average of its reviews, to one decimal (the column's
 * scale). The items are locked by `lockRatedItems` earlier in the transaction, so the average
 * counts every review committed before this one, and two reviews of one item at once never
 * leave an average that misses one of them.
 */
export async function updateRatings(session: SqlSession, targets: ReviewItems): Promise<void> {
  for (const [table, links, column, key] of RATED) {
    const ids = targets[key];
    if (!ids.length) continue;
    await session.query(
      `UPDATE ${table} t SET rating = coalesce(
         (SELECT round(avg(r.rating), 1) FROM ${links} x JOIN reviews r ON r.id = x.review_id WHERE x.${column} = t.id), 0)
       WHERE t.id = ANY($1::int[])`,
      [ids],
    );
  }
}
