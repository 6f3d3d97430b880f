import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { normalizeEmail } from '@kilau/domain';

/** A subscription as the storefront reads it ("user_email or email": both are given). */
export interface SubscriptionView {
  id: number;
  email: string;
  user_email: string;
  created_at: string;
}

export function toSubscriptionView(row: { id: number; email: string; created_at: Date }): SubscriptionView {
  return { id: row.id, email: row.email, user_email: row.email, created_at: row.created_at.toISOString() };
}

/**
 * Staff (by the database's flag, not the token's) see every subscription. A customer sees only their own: the address they log in with
 * and addresses they signed up themselves, so nobody can probe who else is subscribed.
 */
export class ListSubscriptions {
  constructor(
    readonly viewer: { id: number; email: string },
    readonly email?: string,
  ) {}
}

@QueryHandler(ListSubscriptions)
export class ListSubscriptionsHandler implements IQueryHandler<ListSubscriptions, SubscriptionView[]> {
  constructor(private readonly db: DataSource) {}

  async execute({ viewer, email }: ListSubscriptions): Promise<SubscriptionView[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const [account] = await this.db.query('SELECT is_staff FROM users WHERE id = $1', [viewer.id]);
    if (!account?.is_staff) {
      where.push(`(email = $${params.push(normalizeEmail(viewer.email))} OR user_id = $${params.push(viewer.id)})`);
    }
    if (email) where.push(`email = $${params.push(normalizeEmail(email))}`);
    const rows = await this.db.query(
      `SELECT id, email, created_at FROM newsletter_subscriptions
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id DESC`,
      params,
    );
    return rows.map(toSubscriptionView);
  }
}
