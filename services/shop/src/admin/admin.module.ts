import { Module } from '@nestjs/common';

import { OrdersTableController } from './orders-table.controller.js';
import { ListOrdersTableHandler } from './queries/list-orders-table.js';

/** The staff's back office over the shop's REST API. */
@Module({
  controllers: [OrdersTableController],
  providers: [ListOrdersTableHandler],
})
export class AdminModule {}
