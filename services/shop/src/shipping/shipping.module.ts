import { Module } from '@nestjs/common';

import { LocationsModule } from '../locations/locations.module.js';
import { ShopPartsModule } from '../platform/parts/shop-parts.module.js';
import { ShopSettingsModule } from '../shop-settings/shop-settings.module.js';
import { AwaitWaybillHandler } from './commands/await-waybill/handler.js';
import { CancelWaybillHandler, CancelWithCourierHandler } from './commands/cancel-with-courier/handler.js';
import { CreateLabelsHandler } from './commands/create-labels/handler.js';
import { CreateWaybillHandler } from './commands/create-waybill/handler.js';
import { PrintReceiptHandler } from './commands/print-receipt/handler.js';
import { QuoteShippingFeeHandler } from './commands/quote-fee/handler.js';
import { RecordShippingFailureHandler } from './commands/record-shipping-failure/handler.js';
import { RedriveWaybillHandler } from './commands/redrive-waybill/handler.js';
import { RefreshTrackingHandler } from './commands/refresh-tracking/handler.js';
import { SweepTrackingHandler } from './commands/sweep-tracking/handler.js';
import { COURIER } from './courier/courier.js';
import { CheckoutFees } from './fees/checkout-fees.js';
import { ShippingFees } from './fees/shipping-fees.js';
import { JntController } from './jnt.controller.js';
import { JntClient } from './jnt/jnt-client.js';
import { JntCourier } from './jnt/jnt-courier.js';
import { LabelsController } from './labels.controller.js';
import { GetLabelHandler } from './queries/get-label.js';
import { shippingParts } from './shipping.parts.js';
import { ShippingPlaces } from './shipping-places.js';

const handlers = [
  CreateWaybillHandler,
  AwaitWaybillHandler,
  CreateLabelsHandler,
  PrintReceiptHandler,
  CancelWithCourierHandler,
  CancelWaybillHandler,
  RefreshTrackingHandler,
  SweepTrackingHandler,
  RecordShippingFailureHandler,
  RedriveWaybillHandler,
  QuoteShippingFeeHandler,
  GetLabelHandler,
];

/** Shipping through J&T Express: fees, waybills, labels, receipts, cancellation and tracking. */
@Module({
  imports: [ShopPartsModule.forFeature(shippingParts), LocationsModule, ShopSettingsModule],
  controllers: [JntController, LabelsController],
  // handlers know the Courier port only; J&T over HTTP is its adapter
  providers: [
    JntClient,
    { provide: COURIER, useClass: JntCourier },
    ShippingPlaces,
    ShippingFees,
    CheckoutFees,
    ...handlers,
  ],
  exports: [CheckoutFees, ShippingPlaces],
})
export class ShippingModule {}
