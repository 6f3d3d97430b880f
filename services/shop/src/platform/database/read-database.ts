import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { getDataSourceToken, InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { SHOP_PARTS, type ShopParts } from '../parts/shop-parts.js';
import { dataSourceOptions } from './data-source-options.js';
import { heardDataSource } from './heard-data-source.js';

/**
 * The DataSource for reads that may lag the primary by a replica's delay: the catalogue, listings,
 * the console's tables and read models, tracking. On DATABASE_READ_URL when it is set (a read
 * replica), else the primary itself. Writes, events, projections, transactions, and whatever a
 * shopper must see right after writing it (their cart, their orders and payments, their login)
 * keep the primary (`@InjectDataSource()`).
 */
export const READ_DB = Symbol('READ_DB');

export const readDatabaseProvider: Provider = {
  provide: READ_DB,
  inject: [SHOP_CONFIG, SHOP_PARTS, getDataSourceToken()],
  useFactory: async (config: ShopConfig, parts: ShopParts, primary: DataSource): Promise<DataSource> => {
    if (!config.databaseReadUrl) return primary;
    const options = dataSourceOptions(config.databaseReadUrl, 'kilau-read', parts.entities, config.databasePoolMax);
    return heardDataSource(options);
  },
};

/** Closes the replica's pool with the process (the primary's is TypeORM's own to close). */
@Injectable()
export class ReadDatabaseCloser implements OnApplicationShutdown {
  constructor(
    @Inject(READ_DB) private readonly reads: DataSource,
    @InjectDataSource() private readonly primary: DataSource,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.reads !== this.primary && this.reads.isInitialized) await this.reads.destroy();
  }
}
