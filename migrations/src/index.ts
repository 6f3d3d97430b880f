import { DataSource } from 'typeorm';

import { SearchFunctions1763800000000 } from './1763800000000-search-functions.js';
import { Catalogue1763800000100 } from './1763800000100-catalogue.js';
import { StorefrontContent1763800000200 } from './1763800000200-storefront-content.js';
import { Identity1763800000300 } from './1763800000300-identity.js';
import { EventStore1763800000400 } from './1763800000400-event-store.js';
import { Ordering1763800000500 } from './1763800000500-ordering.js';
import { ListingIndexes1763800000600 } from './1763800000600-listing-indexes.js';
import { LockedStreamRead1763800000700 } from './1763800000700-locked-stream-read.js';
import { OutboxAndPayments1763800000800 } from './1763800000800-outbox-and-payments.js';
import { JntAreas1763800000900 } from './1763800000900-jnt-areas.js';
import { ReviewLinks1763800001000 } from './1763800001000-review-links.js';
import { Shipping1763800001100 } from './1763800001100-shipping.js';
import { LatePaymentsIndex1763800001500 } from './1763800001500-late-payments-index.js';
import { LoginGuards1763800001640 } from './1763800001640-login-guards.js';
import { ShopperLimits1763800002300 } from './1763800002300-shopper-limits.js';
import { NotificationArrivalIndex1763800002400 } from './1763800002400-notification-arrival-index.js';
import { OutboxTraceContext1763800002500 } from './1763800002500-outbox-trace-context.js';
import { ShopSettingsAndWeights1763800002610 } from './1763800002610-shop-settings-and-weights.js';
import { NewsletterOptIn1763800002750 } from './1763800002750-newsletter-opt-in.js';
import { OutboxDelivery1763800002800 } from './1763800002800-outbox-delivery.js';
import { AreaPostalCodes1763800002900 } from './1763800002900-area-postal-codes.js';
import { CharmCutouts1763800002910 } from './1763800002910-charm-cutouts.js';
import { Pictures1763800002920 } from './1763800002920-pictures.js';
import { CatalogueChangedNotify1763800002930 } from './1763800002930-catalogue-changed-notify.js';
import { WaybillFailuresIndex1763800003100 } from './1763800003100-waybill-failures-index.js';
import { CartSnapshots1763800003600 } from './1763800003600-cart-snapshots.js';
import { CountUnpaidOrdersLocked1763800003601 } from './1763800003601-count-unpaid-orders-locked.js';
import { PlacesChangedNotify1763800003800 } from './1763800003800-places-changed-notify.js';
import { PaymentChecksWaiting1763800003900 } from './1763800003900-payment-checks-waiting.js';
import { WriteGuard1763800004000 } from './1763800004000-write-guard.js';
import { AdminOrdersFoldedSearch1763800004100 } from './1763800004100-admin-orders-folded-search.js';
import { CatalogueStockMoves1763800004200 } from './1763800004200-catalogue-stock-moves.js';
import { AdminOrdersSearchFoldedByTheShop1763800004300 } from './1763800004300-admin-orders-search-folded-by-the-shop.js';
import { CountUnpaidOrders1763800004400 } from './1763800004400-count-unpaid-orders.js';
import { UnpaidOrders1763800004500 } from './1763800004500-unpaid-orders.js';
import { UnpaidOrdersDeadline1763800004600 } from './1763800004600-unpaid-orders-deadline.js';
import { CatalogueRowChangedColumns1763800004700 } from './1763800004700-catalogue-row-changed-columns.js';
import { SalesWithoutSoldIndexes1763800004800 } from './1763800004800-sales-without-sold-indexes.js';
import { UnpaidCountsDropped1763800004900 } from './1763800004900-unpaid-counts-dropped.js';

/** Every migration, oldest first. A new one is appended here and nowhere else. */
export const migrations = [
  SearchFunctions1763800000000,
  Catalogue1763800000100,
  StorefrontContent1763800000200,
  Identity1763800000300,
  EventStore1763800000400,
  Ordering1763800000500,
  ListingIndexes1763800000600,
  LockedStreamRead1763800000700,
  OutboxAndPayments1763800000800,
  JntAreas1763800000900,
  ReviewLinks1763800001000,
  Shipping1763800001100,
  LatePaymentsIndex1763800001500,
  LoginGuards1763800001640,
  ShopperLimits1763800002300,
  NotificationArrivalIndex1763800002400,
  OutboxTraceContext1763800002500,
  ShopSettingsAndWeights1763800002610,
  NewsletterOptIn1763800002750,
  OutboxDelivery1763800002800,
  AreaPostalCodes1763800002900,
  CharmCutouts1763800002910,
  Pictures1763800002920,
  CatalogueChangedNotify1763800002930,
  WaybillFailuresIndex1763800003100,
  CartSnapshots1763800003600,
  CountUnpaidOrdersLocked1763800003601,
  PlacesChangedNotify1763800003800,
  PaymentChecksWaiting1763800003900,
  WriteGuard1763800004000,
  AdminOrdersFoldedSearch1763800004100,
  CatalogueStockMoves1763800004200,
  AdminOrdersSearchFoldedByTheShop1763800004300,
  CountUnpaidOrders1763800004400,
  UnpaidOrders1763800004500,
  UnpaidOrdersDeadline1763800004600,
  CatalogueRowChangedColumns1763800004700,
  SalesWithoutSoldIndexes1763800004800,
  UnpaidCountsDropped1763800004900,
];

export { type CsvRecord, CsvSyntaxError, parseCsv } from './area-data/csv.js';
export { idnAreaDataDir } from './area-data/idn-area-data.js';

/** Any fixed number: every process that migrates takes the same advisory lock. */
const MIGRATION_LOCK = 7_263_100;

/**
 * Brings the database at `databaseUrl` up to date and answers the names of the migrations it
 * applied. Safe to run from several processes at once: they queue on an advisory lock, and each
 * migration runs in its own transaction.
 */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  return underLock(databaseUrl, async (dataSource) => {
    const applied = await dataSource.runMigrations();
    return applied.map((m) => m.name);
  });
}

/**
 * Takes the newest applied migration back (its `down`, in a transaction of its own) and answers
 * its name, or undefined when none is applied. Queues on the same lock as {@link runMigrations}.
 */
export async function revertMigration(databaseUrl: string): Promise<string | undefined> {
  return underLock(databaseUrl, async (dataSource) => {
    const newest = await newestApplied(dataSource);
    if (!newest) return undefined;
    await dataSource.undoLastMigration({ transaction: 'each' });
    return newest;
  });
}

async function underLock<T>(databaseUrl: string, task: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    migrations,
    migrationsTransactionMode: 'each',
    logging: ['error'],
  });
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await task(dataSource);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
    await dataSource.destroy();
  }
}

/** TypeORM's own record of what ran: the `migrations` table, absent before the first run. */
async function newestApplied(dataSource: DataSource): Promise<string | undefined> {
  const [table] = (await dataSource.query(`SELECT to_regclass('migrations') IS NOT NULL AS present`)) as {
    present: boolean;
  }[];
  if (!table?.present) return undefined;
  const [row] = (await dataSource.query(`SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1`)) as {
    name: string;
  }[];
  return row?.name;
}
