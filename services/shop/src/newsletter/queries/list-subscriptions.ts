import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { normalizeEmail } from '@kilau/domain';

import { READ_DB } from '../../platform/database/read-database.js';

/** A subscription as the storefront reads it ("user_email or email": both are given), with its opt-in state. */
export interface SubscriptionView {
  id: number;
  email: string;
  user_email: string;
  created_at: string;
  /** 'confirmed' once the address's owner followed the confirmation link; only those get mail. */
  status: 'confirmed' | 'pending';
  confirmed_at: string | null;
}

interface SubscriptionRow {
  id: number;
  email: string;
  created_at: Date;
  confirmed_at: Date | null;
}

export function toSubscriptionView(row: SubscriptionRow): SubscriptionView {
  return {
    id: row.id,
    email: row.email,
    user_email: row.email,
    created_at: row.created_at.toISOString(),
    status: row.confirmed_at ? 'confirmed' : 'pending',
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
  };
}

/**
 * Staff (by the database's flag, not the token's) see every subscription with its state, and may
 * ask for one state only. A customer sees only their own confirmed ones: the address they log in
 * with and addresses they signed up themselves, so nobody can probe who else is subscribed, and
 * nobody is told an address is subscribed before its owner confirmed it.
 */
export class ListSubscriptions {
  constructor(
    readonly viewer: { id: number; email: string },
    readonly email?: string,
    readonly status?: 'confirmed' | 'pending',
  ) {}
}

@QueryHandler(ListSubscriptions)
export class ListSubscriptionsHandler implements IQueryHandler<ListSubscriptions, SubscriptionView[]> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ viewer, email, status }: ListSubscriptions): Promise<SubscriptionView[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const [account] = await this.db.query('SELECT is_staff FROM users WHERE id = $1', [viewer.id]);
    if (!account?.is_staff) {
      where.push(`(email = $${params.push(normalizeEmail(viewer.email))} OR user_id = $${params.push(viewer.id)})`);
      where.push('confirmed_at IS NOT NULL');
    } else if (status) {
      where.push(status === 'confirmed' ? 'confirmed_at IS NOT NULL' : 'confirmed_at IS NULL');
    }
    if (email) where.push(`email = $${params.push(normalizeEmail(email))}`);
    const rows = await this.db.query(
      `SELECT id, email, created_at, confirmed_at FROM newsletter_subscriptions
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id DESC`,
      params,
    );
    return rows.map(toSubscriptionView);
  }
}
