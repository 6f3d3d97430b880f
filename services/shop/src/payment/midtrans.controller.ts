import { Body, Controller, Get, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { CheckoutMessages } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { RequireLogin } from '../identity/auth/login.guard.js';
import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';
import { CommandMetadata } from '../platform/event-log/command-metadata.js';
import { FailureMessage } from '../platform/http/failure-message.js';
import { NotThrottled } from '../platform/http/rate-limits/not-throttled.js';
import { RecordPaymentNotification } from './commands/record-notification/command.js';
import { StartSnapPayment } from './commands/start-snap-payment/command.js';
import { notificationFrom } from './dto/notification.js';
import { SnapTokenDto } from './dto/payment.dto.js';

@ApiTags('payment')
@Controller('midtrans')
export class MidtransController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  @Get('config')
  @ApiOperation({
    summary:
      "Where the storefront loads Snap's popup script and Midtrans's card script (which tokenises a card " +
      'in the browser) from, and the client key both are loaded with',
  })
  snapConfig() {
    const { snapUrl, apiUrl, clientKey } = this.config.midtrans;
    return {
      snap_js_url: `${snapUrl}/snap.js`,
      card_js_url: `${apiUrl}/v2/assets/js/midtrans-new-3ds.min.js`,
      environment: clientKey.startsWith('SB-') ? 'sandbox' : 'production',
      client_key: clientKey,
    };
  }

  @Post('token')
  @HttpCode(200)
  @RequireLogin()
  @FailureMessage(CheckoutMessages.paymentStartFailed)
  @ApiOperation({ summary: 'A Snap token to pay an unpaid order of the caller (the same token while it is live)' })
  token(@Body() dto: SnapTokenDto, @CurrentUser() user: AuthenticatedUser, @CommandMetadata() meta: EventMetadata) {
    return this.commands.execute(new StartSnapPayment(user, dto.order_id, meta));
  }

  // signed notifications are kept and answered ahead of Express by web/notification-lane.ts, as
  // this route answers them (its spec compares the two); the route answers every other case
  @Post('notification')
  @HttpCode(200)
  // Midtrans's own calls, often many from few addresses: signed, so the anonymous throttle does
  // not apply; a wrong signature spends from a budget of its own (the handler)
  @NotThrottled()
  @ApiOperation({ summary: "Midtrans's HTTP notification: signature checked, kept, confirmed with Midtrans by a job" })
  notification(@Body() body: unknown, @Ip() client: string) {
    return this.commands.execute(new RecordPaymentNotification(notificationFrom(body), client));
  }
}
