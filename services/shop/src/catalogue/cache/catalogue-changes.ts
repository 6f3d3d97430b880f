import { Inject, Injectable, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { currentLogger } from '../../platform/logging/logger.js';
import { MediaModule } from '../../platform/media/media.module.js';
import { CatalogueReads } from './catalogue-cache.js';

/** The channel the catalogue tables' triggers notify in the writing transaction (migration 1763800002930). */
export const CATALOGUE_CHANGED = 'catalogue_changed';

const RECONNECT_MS = 1_000;

/**
 * Hears that the catalogue changed and makes this process's ready answers stale at once. Every
 * table a catalogue answer reads (products with their stock and rating, charms, gift sets,
 * campaigns, banners, gallery, videos) notifies `catalogue_changed` from a trigger, inside the
 * writing transaction: PostgreSQL delivers it to every API process's LISTEN when that transaction
 * commits, and never when it rolls back, whoever wrote (the console, a checkout's stock move, a
 * review's rating, a migration, psql). Until the LISTEN connection is up, and whenever it is lost,
 * the cache is not used: a read is computed rather than risk an answer that missed a change.
 */
@Injectable()
export class CatalogueChanges implements OnModuleInit, OnModuleDestroy {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly reads: CatalogueReads,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.catalogueCacheTtlMs <= 0) return;
    await this.connect().catch(() => this.reconnect());
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  /**
   * After a console write has committed: this process forgets at once, then waits for its own
   * LISTEN connection to answer a query, by which time PostgreSQL has delivered the notification
   * there (and, at the same moment, to every other process), so the console's next read anywhere
   * is the new state.
   */
  async changed(): Promise<void> {
    this.reads.forgetAll();
    await this.client?.query('SELECT 1').catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.config.databaseUrl,
      application_name: 'kilau catalogue changes',
    });
    client.on('notification', () => this.reads.forgetAll());
    client.on('error', (err: Error) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANGED}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) return void (await client.end().catch(() => undefined));
    this.client = client;
    this.reads.setListening(true);
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.reads.setListening(false);
    client.end().catch(() => undefined);
    if (this.stopped) return;
    currentLogger().warn({ err }, 'catalogue changes not heard: reading the catalogue uncached until reconnected');
    this.reconnect();
  }

  private reconnect(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => void this.connect().catch(() => this.reconnect()), RECONNECT_MS);
    this.retry.unref();
  }
}

/**
 * Provides CatalogueReads and CatalogueChanges once per process: the catalogue's controllers and
 * every module that writes the catalogue import this one, so there is one cache and one LISTEN.
 */
@Module({
  imports: [MediaModule],
  providers: [CatalogueReads, CatalogueChanges],
  exports: [CatalogueReads, CatalogueChanges],
})
export class CatalogueChangesModule {}
