import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { type LockedRun, ProcessTimer, runLocked } from '../jobs/locked-timer.js';
import { rootLogger } from '../logging/logger.js';

/** What one kind of row is kept for, and how long after: rows matching `where` ($1: the retention, seconds) go. */
interface Forgetting {
  what: 'login_codes' | 'refresh_tokens' | 'payment_notifications' | 'unconfirmed_subscriptions';
  table: string;
  where: string;
  retentionSeconds: (config: ShopConfig) => number;
}

const FORGETTING: Forgetting[] = [
  {
    // every code dies OTP_TTL after it is mailed, used, superseded or not
    what: 'login_codes',
    table: 'otp_codes',
    where: 'expires_at < now() - make_interval(secs => $1)',
    retentionSeconds: (config) => config.sessionRetentionSeconds,
  },
  {
    // a rotated token of a live session stays: presented again, it tells of a leak and ends the session
    what: 'refresh_tokens',
    table: 'refresh_tokens',
    where: `expires_at < now() - make_interval(secs => $1)
       OR (revoked_at < now() - make_interval(secs => $1) AND NOT EXISTS (
         SELECT 1 FROM refresh_tokens live
         WHERE live.family_id = refresh_tokens.family_id AND live.revoked_at IS NULL AND live.expires_at > now()))`,
    retentionSeconds: (config) => config.sessionRetentionSeconds,
  },
  {
    // each order's staff timeline shows its notifications; the money itself is in the event log
    what: 'payment_notifications',
    table: 'payment_notifications',
    where: 'received_at < now() - make_interval(secs => $1)',
    retentionSeconds: (config) => config.paymentNotificationRetentionSeconds,
  },
  {
    // a newsletter address its owner never confirmed: its links died three days after the last mail
    what: 'unconfirmed_subscriptions',
    table: 'newsletter_subscriptions',
    where: 'confirmed_at IS NULL AND coalesce(confirm_requested_at, created_at) < now() - make_interval(secs => $1)',
    retentionSeconds: () => UNCONFIRMED_SUBSCRIPTION_RETENTION_SECONDS,
  },
];

/** How long an unconfirmed newsletter address is kept after its last confirmation mail: 30 days. */
const UNCONFIRMED_SUBSCRIPTION_RETENTION_SECONDS = 30 * 24 * 3600;

/** Rows deleted a statement at a time, so no prune holds many row locks or a long transaction. */
const BATCH = 5_000;

export type Pruned = Record<Forgetting['what'], number>;

/**
 * What the shop forgets once it has served its time: login codes and refresh tokens a day
 * (SESSION_RETENTION) after they can no longer be used, payment notifications after
 * PAYMENT_NOTIFICATION_RETENTION, newsletter addresses never confirmed 30 days after their last
 * confirmation mail. Every worker runs it every PRUNE_MS from its own timer; one at a
 * time prunes, under an advisory lock.
 */
@Injectable()
export class Prune implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly timer: ProcessTimer;

  constructor(
    private readonly db: DataSource,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {
    this.timer = new ProcessTimer('prune', config.pruneMs, () => this.run());
  }

  onApplicationBootstrap(): void {
    this.timer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.timer.stop();
  }

  /** One prune, unless another process is pruning now. */
  async run(): Promise<LockedRun<Pruned>> {
    const outcome = await runLocked(this.db, 'prune', async () => {
      const pruned = {} as Pruned;
      for (const rule of FORGETTING) pruned[rule.what] = await this.forget(rule);
      return pruned;
    });
    if (outcome.ran) rootLogger().info({ pruned: outcome.result }, 'pruned what has served its time');
    return outcome;
  }

  private async forget(rule: Forgetting): Promise<number> {
    let total = 0;
    for (;;) {
      const [, deleted]: [unknown, number] = await this.db.query(
        `DELETE FROM ${rule.table} WHERE id IN (SELECT id FROM ${rule.table} WHERE ${rule.where} LIMIT ${BATCH})`,
        [rule.retentionSeconds(this.config)],
      );
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }
}
