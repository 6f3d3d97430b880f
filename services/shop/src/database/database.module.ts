import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { dataSourceOptions } from './data-source-options.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [SHOP_CONFIG],
      useFactory: (config: ShopConfig) => dataSourceOptions(config.databaseUrl, 'kilau-shop', config.databasePoolMax),
    }),
  ],
})
export class DatabaseModule {}
