import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { CheckoutMessages, OrderMessages } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { RequireLogin } from '../identity/auth/login.guard.js';
import { CommandMetadata } from '../platform/event-log/command-metadata.js';
import { FailureMessage } from '../platform/http/failure-message.js';
import { IdParam } from '../platform/http/id-param.js';
import { StartCharge } from './commands/start-charge/command.js';
import { ChargeDto, chargeWay } from './dto/payment.dto.js';
import { GetPayment } from './queries/get-payment.js';

const OrderId = new IdParam(OrderMessages.orderNotFound);

@ApiTags('payment')
@Controller('payments')
@RequireLogin()
export class PaymentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':orderId/charge')
  @HttpCode(200)
  @FailureMessage(CheckoutMessages.paymentStartFailed)
  @ApiOperation({
    summary:
      'Pay by bank transfer (a virtual account number) or QRIS (a QR code), the same while it is open; ' +
      "or by a card's Midtrans token_id (never the card), answering its 3-D Secure redirect_url",
  })
  charge(
    @Param('orderId', OrderId) orderId: number,
    @Body() dto: ChargeDto,
    @CurrentUser() user: AuthenticatedUser,
    @CommandMetadata() meta: EventMetadata,
  ) {
    return this.commands.execute(new StartCharge(user, orderId, chargeWay(dto), meta));
  }

  @Get(':orderId')
  @ApiOperation({ summary: "How an order's payment stands: unpaid, paid or cancelled, and its attempts" })
  get(@Param('orderId', OrderId) orderId: number, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetPayment(orderId, user));
  }
}
