import { Body, Controller, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';

import { CheckoutMessages, type LegacyPlacedOrder, type ShopperLanguage } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { OptionalLogin } from '../identity/auth/login.guard.js';
import { CommandMetadata } from '../platform/event-log/command-metadata.js';
import { FailureMessage } from '../platform/http/failure-message.js';
import { notAuthenticated } from '../platform/http/shop-error.js';
import { RequestLanguage } from '../platform/http/shopper-language.js';
import { PlaceOrder } from './commands/place-order/command.js';
import { IdempotencyKey } from './dto/idempotency-key.js';
import { LegacyOrderDto } from './dto/legacy-order.dto.js';
import { legacyAnswer, legacyOrderRequest } from './legacy-order.js';

/**
 * The seed's legacy `POST /api/orders/` (order-side seed §7), placed by the checkout's own
 * PlaceOrder: every refusal answers 'Failed to place order' with its reason as `detail`.
 */
@ApiTags('orders')
@Controller('orders')
export class LegacyOrdersController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @OptionalLogin()
  @FailureMessage(CheckoutMessages.placeOrderFailed)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'The same key answers the same order' })
  @ApiOperation({ summary: 'Legacy card page: order products by id, priced by the shop: {id, order_id, total_price}' })
  async place(
    @Body() dto: LegacyOrderDto,
    @Headers('idempotency-key') key: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @CommandMetadata() meta: EventMetadata,
    @Ip() client: string,
    @RequestLanguage() language: ShopperLanguage | undefined,
  ): Promise<LegacyPlacedOrder> {
    // the seed's own words, answered after the body is read (a guard would say 'Not authenticated')
    if (!user) throw notAuthenticated(CheckoutMessages.userNotAuthenticated);
    const { pieces, checkout } = legacyOrderRequest(dto);
    const idempotencyKey = IdempotencyKey.from(key);
    const metadata = { ...meta, idempotencyKey };
    const command = new PlaceOrder(user, checkout, idempotencyKey, metadata, client, language, pieces);
    return legacyAnswer(await this.commands.execute(command));
  }
}
