import { Module } from '@nestjs/common';

import { OrdersTableController } from './orders-table.controller.js';
import { ListOrdersTableHandler } from './queries/list-orders-table.js';
import { QueueAccess } from './queues/queue-access.js';
import { QueuesController } from './queues/queues.controller.js';

/** The staff's back office over the shop's REST API. */
@Module({
  controllers: [OrdersTableController, QueuesController],
  providers: [ListOrdersTableHandler, QueueAccess],
})
export class AdminModule {}
