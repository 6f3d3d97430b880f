import { Body, Controller, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';

import { CheckoutMessages, type ShopperLanguage } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { RequireLogin } from '../identity/auth/login.guard.js';
import { CommandMetadata } from '../platform/event-log/command-metadata.js';
import { FailureMessage } from '../platform/http/failure-message.js';
import { RequestLanguage } from '../platform/http/shopper-language.js';
import { PlaceOrder } from './commands/place-order/command.js';
import { CheckoutDto } from './dto/checkout.dto.js';
import { IdempotencyKey } from './dto/idempotency-key.js';

@ApiTags('checkout')
@Controller('selective_checkout')
@RequireLogin()
export class CheckoutController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @FailureMessage(CheckoutMessages.createOrderFailed)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'The same key answers the same order' })
  @ApiOperation({ summary: 'Place an order for the selected cart lines: {order_id, total_price}' })
  checkout(
    @Body() dto: CheckoutDto,
    @Headers('idempotency-key') key: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @CommandMetadata() meta: EventMetadata,
    @Ip() client: string,
    @RequestLanguage() language: ShopperLanguage | undefined,
  ) {
    const idempotencyKey = IdempotencyKey.from(key);
    return this.commands.execute(
      new PlaceOrder(user, dto, idempotencyKey, { ...meta, idempotencyKey }, client, language),
    );
  }
}
