import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { SHOP_PARTS, type ShopParts } from '../parts/shop-parts.js';
import { dataSourceOptions } from './data-source-options.js';
import { heardDataSource } from './heard-data-source.js';
import { READ_DB, ReadDatabaseCloser, readDatabaseProvider } from './read-database.js';
import { TableChanges } from './table-changes.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [SHOP_CONFIG, SHOP_PARTS],
      useFactory: (config: ShopConfig, parts: ShopParts) =>
        dataSourceOptions(config.databaseUrl, 'kilau-shop', parts.entities, config.databasePoolMax),
      dataSourceFactory: (options) => heardDataSource(options!),
    }),
  ],
  providers: [readDatabaseProvider, ReadDatabaseCloser, TableChanges],
  exports: [READ_DB, TableChanges],
})
export class DatabaseModule {}
