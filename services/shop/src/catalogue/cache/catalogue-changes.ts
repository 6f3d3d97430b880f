import { Inject, Injectable, Module, type OnModuleDestroy } from '@nestjs/common';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { TableChanges } from '../../platform/database/table-changes.js';
import { MediaModule } from '../../platform/media/media.module.js';
import { CatalogueReads } from './catalogue-cache.js';
import { SpacedForget } from './spaced-forget.js';

/** The channel the catalogue tables' triggers notify in the writing transaction (migration 1763800002930). */
export const CATALOGUE_CHANGED = 'catalogue_changed';

/** The channel a stock move (a checkout's, a cancellation's, a restock's) notifies instead (migration 1763800004200). */
export const CATALOGUE_STOCK_MOVED = 'catalogue_stock_moved';

/**
 * How late a stock move may be shown while moves go on: the first after a quiet spell is shown at
 * once, then the ready answers are forgotten at most once this long, whatever the orders a second.
 */
export const STOCK_SHOWN_WITHIN_MS = 1_000;

/**
 * Hears that the catalogue changed and makes this process's ready answers stale. Every table a
 * catalogue answer reads (products with their stock and rating, charms, gift sets, campaigns,
 * banners, gallery, videos) notifies from a trigger, inside the writing transaction: PostgreSQL
 * delivers it to every API process's LISTEN (the process's one TableChanges connection) when
 * that transaction commits, and never when it rolls back, whoever wrote (the console, a checkout,
 * a review's rating, a migration, psql). A change is shown at once (`catalogue_changed`); a stock
 * move alone (`catalogue_stock_moved`: every checkout makes one) at once after a quiet spell and
 * then within {@link STOCK_SHOWN_WITHIN_MS} while moves go on, so that a run of orders does not
 * turn every catalogue read into a computed one. Until that connection is up, and whenever it is
 * lost, the cache is not used: a read is computed rather than risk an answer that missed a change.
 */
@Injectable()
export class CatalogueChanges implements OnModuleDestroy {
  private readonly stockMoves: SpacedForget | undefined;

  constructor(
    reads: CatalogueReads,
    private readonly changes: TableChanges,
    @Inject(SHOP_CONFIG) config: ShopConfig,
  ) {
    if (config.catalogueCacheTtlMs <= 0) return;
    const listening = (on: boolean) => reads.setListening(on);
    changes.hear(CATALOGUE_CHANGED, { forget: () => reads.forgetAll(), listening });
    const stockMoves = new SpacedForget(() => reads.forgetAll(), STOCK_SHOWN_WITHIN_MS);
    changes.hear(CATALOGUE_STOCK_MOVED, { forget: () => stockMoves.moved(), listening });
    this.stockMoves = stockMoves;
  }

  onModuleDestroy(): void {
    this.stockMoves?.stop();
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
