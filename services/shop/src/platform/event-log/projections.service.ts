import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';

import { type Database, pgDatabase, ProjectionRunner } from '@kilau/event-store';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { rootLogger } from '../logging/logger.js';
import { SHOP_PARTS, type ShopParts } from '../parts/shop-parts.js';
import { EventLog } from './event-log.js';
import { KEYED_PLANS } from './keyed-plans.js';

/**
 * The projections' own pool: on prepared statements with generic plans that use the indexes, as
 * the write side's ({@link KEYED_PLANS}). A batch runs the same few statements (the lock, the checkpoint, the log after
 * it, each read model's rows and upsert) whatever it holds, and planning them afresh each time
 * cost the database more than running them.
 */
export function projectionsDatabase(databaseUrl: string): { pool: pg.Pool; db: Database } {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 3,
    application_name: 'kilau-projections',
    options: KEYED_PLANS,
  });
  return { pool, db: pgDatabase(pool, { prepared: true }) };
}

/**
 * Keeps every read model up to date from the event log, in this process. Each process of the
 * shop runs it; the runner's per-projection lock lets only one apply a batch at a time, so any
 * number of processes double-apply nothing. It has a small pool of its own, because it holds a
 * LISTEN connection and must not wait behind requests for a connection.
 */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private pool?: pg.Pool;
  private runner?: ProjectionRunner;

  constructor(
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
    private readonly log: EventLog,
    @Inject(SHOP_PARTS) private readonly parts: ShopParts,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { pool, db } = projectionsDatabase(this.config.databaseUrl);
    this.pool = pool;
    this.pool.on('error', (error) => rootLogger().warn({ err: error }, 'projection pool connection lost'));
    const logger = rootLogger().child({ component: 'projections' });
    this.runner = new ProjectionRunner(db, this.log.store, this.parts.readModels(), {
      idlePollMs: this.config.projectionPollMs,
      settleMs: this.config.projectionSettleMs,
      logger: {
        info: (o, m) => logger.info(o, m),
        warn: (o, m) => logger.warn(o, m),
        error: (o, m) => logger.error(o, m),
      },
    });
    await this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner?.stop();
    await this.pool?.end();
  }

  /** Applies every committed event now; tests and the replay command use it. */
  catchUp(name?: string): Promise<number> {
    if (!this.runner) throw new Error('the projections are not running');
    return this.runner.catchUp(name);
  }

  lag() {
    if (!this.runner) throw new Error('the projections are not running');
    return this.runner.lag();
  }
}
