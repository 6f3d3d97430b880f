import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';

import { JntControlController } from './control/jnt-control.controller.js';
import { JntReset } from './control/jnt-reset.js';
import { JntFaultInterceptor } from './faults/fault.interceptor.js';
import { JntFaultStore } from './faults/fault-store.js';
import { JNT_CONFIG, jntConfig, type JntSimOptions } from './jnt-config.js';
import { LabelLinks } from './labels/label-links.js';
import { LabelsController } from './labels/labels.controller.js';
import { PrintUrls } from './labels/print-urls.js';
import { CancelOrders } from './orders/cancel-orders.js';
import { CreateOrders } from './orders/create-orders.js';
import { OrderStore } from './orders/order-store.js';
import { OrdersController } from './orders/orders.controller.js';
import { ReceiverAreas } from './orders/receiver-areas.js';
import { JntRequestLog, JntRequestLogMiddleware } from './requests/request-log.js';
import { ParcelClock } from './stages/parcel-clock.js';
import { TariffController } from './tariff/tariff.controller.js';
import { TariffInquiry } from './tariff/tariff-inquiry.js';
import { TariffRates } from './tariff/tariff-rates.js';
import { TrackingController } from './tracking/tracking.controller.js';
import { TrackingInquiry } from './tracking/tracking-inquiry.js';

/**
 * J&T Express Indonesia as the shop meets it: the order, tariff, tracking and print APIs under
 * /jnt (each at its real path), label PDFs under /jnt/labels, and the control API under /__sim/jnt.
 */
@Module({})
export class JntModule implements NestModule {
  static register(options: JntSimOptions = {}): DynamicModule {
    return {
      module: JntModule,
      controllers: [OrdersController, TariffController, TrackingController, LabelsController, JntControlController],
      providers: [
        { provide: JNT_CONFIG, useValue: jntConfig(options) },
        OrderStore,
        ReceiverAreas,
        ParcelClock,
        CreateOrders,
        CancelOrders,
        TariffRates,
        TariffInquiry,
        TrackingInquiry,
        LabelLinks,
        PrintUrls,
        JntFaultStore,
        JntFaultInterceptor,
        JntRequestLog,
        JntReset,
      ],
      exports: [JntReset],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(JntRequestLogMiddleware).forRoutes({ path: 'jnt/{*path}', method: RequestMethod.ALL });
  }
}
