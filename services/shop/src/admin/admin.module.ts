import { Module } from '@nestjs/common';

import { AdminReadModelsModule } from './admin-read-models.module.js';
import { PrintReceiptsHandler } from './orders/commands/print-receipts/handler.js';
import { OrderManagementController } from './orders/order-management.controller.js';
import { CountOrderTabsHandler } from './orders/queries/count-order-tabs.js';
import { ExportManagementOrdersHandler } from './orders/queries/export-management-orders.js';
import { GetManagementOrderHandler } from './orders/queries/get-management-order.js';
import { GetPackingSlipHandler } from './orders/queries/get-packing-slip.js';
import { ListManagementOrdersHandler } from './orders/queries/list-management-orders.js';
import { OrdersTableController } from './orders-table.controller.js';
import { ListOrdersTableHandler } from './queries/list-orders-table.js';
import { OutboxController } from './queues/outbox.controller.js';
import { OutboxRows } from './queues/outbox-rows.js';
import { QueueAccess } from './queues/queue-access.js';
import { QueuesController } from './queues/queues.controller.js';

/** The staff's back office over the shop's REST API. */
@Module({
  imports: [AdminReadModelsModule],
  controllers: [OrdersTableController, OrderManagementController, QueuesController, OutboxController],
  providers: [
    ListOrdersTableHandler,
    ListManagementOrdersHandler,
    CountOrderTabsHandler,
    GetManagementOrderHandler,
    GetPackingSlipHandler,
    ExportManagementOrdersHandler,
    PrintReceiptsHandler,
    QueueAccess,
    OutboxRows,
  ],
})
export class AdminModule {}
