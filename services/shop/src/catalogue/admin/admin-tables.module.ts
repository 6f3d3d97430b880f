import { Module } from '@nestjs/common';

import { CatalogueChangesModule } from '../cache/catalogue-changes.js';
import { CatalogueTablesModule } from '../catalogue-tables.module.js';
import { CatalogueWrites } from './catalogue-writes.js';
import { GetTableRowHandler, ListTableRowsHandler } from './table-queries.js';

/**
 * What the console's catalogue resources share, provided once: reading their tables (the list and
 * get queries) and writing them (CatalogueWrites, which tells the storefront's cache).
 */
@Module({
  imports: [CatalogueTablesModule, CatalogueChangesModule],
  providers: [CatalogueWrites, ListTableRowsHandler, GetTableRowHandler],
  exports: [CatalogueWrites],
})
export class AdminTablesModule {}
