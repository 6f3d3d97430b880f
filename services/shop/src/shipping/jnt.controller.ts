import { Body, Controller, Headers, HttpCode, HttpStatus, Inject, Ip, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';

import { CheckoutMessages, OrderMessages } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { OptionalLogin, RequireLogin, RequireStaff } from '../identity/auth/login.guard.js';
import type { WaybillStanding } from '../ordering/order/waybill.js';
import { ORDER_TOKEN_HEADER } from '../ordering/order-access.js';
import { GetTracking } from '../ordering/queries/get-tracking.js';
import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';
import { CommandMetadata } from '../platform/event-log/command-metadata.js';
import { FailureMessage } from '../platform/http/failure-message.js';
import { AwaitWaybill } from './commands/await-waybill/command.js';
import { CancelWithCourier } from './commands/cancel-with-courier/command.js';
import { PrintReceipt, type ReceiptOutcome } from './commands/print-receipt/command.js';
import { QuoteShippingFee } from './commands/quote-fee/command.js';
import {
  cancellationAnswer,
  courierCallFailed,
  receiptAnswer,
  receiptCallFailed,
  waybillAnswer,
} from './courier-answers.js';
import { CancelDto, CourierOrderDto, PrintDto, TariffDto, TrackDto } from './dto/shipping.dto.js';
import type { Quote } from './fees/shipping-fees.js';

/** The courier calls of the seeds (order-side seed §7), under /api/jnt: J&T's shapes, the shop's rules. */
@ApiTags('shipping')
@Controller('jnt')
export class JntController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  @Post('tariff')
  @HttpCode(200)
  @RequireLogin()
  @FailureMessage(CheckoutMessages.shippingFeeFailed)
  @ApiOperation({
    summary:
      "J&T's fee for the parcel (weight = the parcel's chargeable kilos) from the shop's pickup site; kept as the quote the checkout charges",
  })
  async tariff(@Body() dto: TariffDto, @CurrentUser() user: AuthenticatedUser, @Ip() client: string) {
    const query = { destAreaCode: dto.destAreaCode, weight: dto.weight };
    const quote = await this.commands
      .execute<QuoteShippingFee, Quote>(new QuoteShippingFee(query, { userId: user.id, client }))
      .catch((error: unknown) => Promise.reject(courierCallFailed(error, this.config.supportEmail)));
    return { ...quote.answer, cost: quote.cost };
  }

  @Post('order')
  @HttpCode(200)
  @RequireLogin()
  @ApiOperation({
    summary:
      "The order's waybill as the worker recorded it (it books the parcel after payment); waits up to WAYBILL_WAIT_MS for it, then 202 while it is still being made. Never calls J&T.",
  })
  async order(
    @Body() dto: CourierOrderDto,
    @CurrentUser() user: AuthenticatedUser,
    @CommandMetadata() meta: EventMetadata,
    @Res({ passthrough: true }) res: Response,
  ) {
    const standing = await this.commands.execute<AwaitWaybill, WaybillStanding>(
      new AwaitWaybill(dto.orderid, meta, user),
    );
    if (standing.kind === 'pending') res.status(HttpStatus.ACCEPTED);
    return waybillAnswer(dto.orderid, standing);
  }

  @Post('track')
  @HttpCode(200)
  @OptionalLogin()
  @ApiOperation({
    summary:
      "Tracking by waybill; by order id and with receiver and details only for the owner, staff and the holder of the order's secret (Token header)",
  })
  track(
    @Body() dto: TrackDto,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Headers(ORDER_TOKEN_HEADER) token: string | undefined,
  ) {
    return this.queries.execute(new GetTracking(dto.awb, user, token));
  }

  @Post('print')
  @HttpCode(200)
  @RequireStaff()
  @ApiOperation({ summary: "J&T's receipt of a waybill: a short-lived URL (staff)" })
  async print(@Body() dto: PrintDto, @CommandMetadata() meta: EventMetadata) {
    const outcome = await this.commands
      .execute<PrintReceipt, ReceiptOutcome>(new PrintReceipt(dto.billcode, meta))
      .catch((error: unknown) => Promise.reject(receiptCallFailed(error)));
    return receiptAnswer(outcome);
  }

  @Post('cancel')
  @HttpCode(200)
  @RequireStaff()
  @ApiOperation({ summary: 'Cancel an order at J&T and in the shop (staff); refused once the parcel is picked up' })
  async cancel(@Body() dto: CancelDto, @CommandMetadata() meta: EventMetadata) {
    const [entry] = dto.detail;
    const reason = entry!.reason || OrderMessages.cancelReasonDefault;
    const result = await this.commands
      .execute(new CancelWithCourier(entry!.orderid, reason, meta))
      .catch((error: unknown) => Promise.reject(receiptCallFailed(error)));
    return cancellationAnswer(entry!.orderid, result);
  }
}
