import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { CheckoutMessages } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { CommandMetadata } from '../event-log/command-metadata.js';
import { FailureMessage } from '../http/failure-message.js';
import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { RequireLogin } from '../identity/auth/login.guard.js';
import { RecordPaymentNotification } from './commands/record-notification/command.js';
import { StartSnapPayment } from './commands/start-snap-payment/command.js';
import { notificationFrom } from './dto/notification.js';
import { SnapTokenDto } from './dto/payment.dto.js';

@ApiTags('payment')
@Controller('midtrans')
export class MidtransController {
  constructor(private readonly commands: CommandBus) {}

  @Post('token')
  @HttpCode(200)
  @RequireLogin()
  @FailureMessage(CheckoutMessages.paymentStartFailed)
  @ApiOperation({ summary: 'A Snap token to pay an unpaid order of the caller (the same token while it is live)' })
  token(@Body() dto: SnapTokenDto, @CurrentUser() user: AuthenticatedUser, @CommandMetadata() meta: EventMetadata) {
    return this.commands.execute(new StartSnapPayment(user, dto.order_id, meta));
  }

  @Post('notification')
  @HttpCode(200)
  @ApiOperation({ summary: "Midtrans's HTTP notification: signature checked, kept, confirmed with Midtrans by a job" })
  notification(@Body() body: unknown, @Ip() client: string) {
    return this.commands.execute(new RecordPaymentNotification(notificationFrom(body), client));
  }
}
