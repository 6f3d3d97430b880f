import { Module } from '@nestjs/common';

import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { ShopPartsModule } from '../platform/parts/shop-parts.module.js';
import { ShippingModule } from '../shipping/shipping.module.js';
import { CheckoutController } from './checkout.controller.js';
import { CancelOrderHandler } from './commands/cancel-order/handler.js';
import { CancelUnpaidOrderHandler } from './commands/cancel-unpaid-order/handler.js';
import { PlaceOrderHandler } from './commands/place-order/handler.js';
import { OrderIds } from './commands/place-order/order-ids.js';
import { LegacyOrdersController } from './legacy-orders.controller.js';
import { OrderAccess } from './order-access.js';
import { orderingParts } from './ordering.parts.js';
import { OrdersController } from './orders.controller.js';
import { GetOrderHandler } from './queries/get-order.js';
import { GetTrackingHandler } from './queries/get-tracking.js';
import { ListMyOrdersHandler } from './queries/list-my-orders.js';
import { TrackingController } from './tracking.controller.js';

/** Checkout and orders: placing an order from the cart, its status machine, a customer's orders, tracking. */
@Module({
  imports: [ShopPartsModule.forFeature(orderingParts), ShippingModule, NewsletterModule],
  controllers: [CheckoutController, OrdersController, LegacyOrdersController, TrackingController],
  providers: [
    OrderIds,
    PlaceOrderHandler,
    CancelOrderHandler,
    CancelUnpaidOrderHandler,
    GetOrderHandler,
    ListMyOrdersHandler,
    GetTrackingHandler,
    OrderAccess,
  ],
  exports: [OrderAccess],
})
export class OrderingModule {}
