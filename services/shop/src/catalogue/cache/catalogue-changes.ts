import { Inject, Injectable, Module } from '@nestjs/common';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { TableChanges } from '../../platform/database/table-changes.js';
import { MediaModule } from '../../platform/media/media.module.js';
import { CatalogueReads } from './catalogue-cache.js';

/** The channel the catalogue tables' triggers notify in the writing transaction (migration 1763800002930). */
export const CATALOGUE_CHANGED = 'catalogue_changed';

/**
 * Hears that the catalogue changed and makes this process's ready answers stale at once. Every
 * table a catalogue answer reads (products with their stock and rating, charms, gift sets,
 * campaigns, banners, gallery, videos) notifies `catalogue_changed` from a trigger, inside the
 * writing transaction: PostgreSQL delivers it to every API process's LISTEN (the process's one
 * TableChanges connection) when that transaction commits, and never when it rolls back, whoever
 * wrote (the console, a checkout's stock move, a review's rating, a migration, psql). Until that
 * connection is up, and whenever it is lost, the cache is not used: a read is computed rather than
 * risk an answer that missed a change.
 */
@Injectable()
export class CatalogueChanges {
  constructor(
    reads: CatalogueReads,
    private readonly changes: TableChanges,
    @Inject(SHOP_CONFIG) config: ShopConfig,
  ) {
    if (config.catalogueCacheTtlMs <= 0) return;
    changes.hear(CATALOGUE_CHANGED, { forget: () => reads.forgetAll(), listening: (on) => reads.setListening(on) });
  }

  /**
   * After a console write has committed: this process forgets at once, then waits for its own
   * LISTEN connection to answer a query, by which time PostgreSQL has delivered the notification
   * there (and, at the same moment, to every other process), so the console's next read anywhere
   * is the new state.
   */
  async changed(): Promise<void> {
    await this.changes.settled(CATALOGUE_CHANGED);
  }
}

/**
 * Provides CatalogueReads and CatalogueChanges once per process: the catalogue's controllers and
 * every module that writes the catalogue import this one, so there is one cache.
 */
@Module({
  imports: [MediaModule],
  providers: [CatalogueReads, CatalogueChanges],
  exports: [CatalogueReads, CatalogueChanges],
})
export class CatalogueChangesModule {}
