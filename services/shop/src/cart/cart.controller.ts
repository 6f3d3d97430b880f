import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { CartMessages } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { RequireLogin } from '../identity/auth/login.guard.js';
import { CommandMetadata } from '../platform/event-log/command-metadata.js';
import { FailureMessage } from '../platform/http/failure-message.js';
import { IdParam } from '../platform/http/id-param.js';
import { AddCartItem } from './commands/add-cart-item/command.js';
import { ChangeCartItem } from './commands/change-cart-item/command.js';
import { RemoveCartItem } from './commands/remove-cart-item/command.js';
import { AddCartItemDto, ChangeCartItemDto } from './dto/cart-item.dto.js';
import { lineFrom } from './dto/line-from.js';
import { GetCart } from './queries/get-cart.js';

const ItemId = new IdParam(CartMessages.itemNotFound);

@ApiTags('cart')
@Controller('cart')
@RequireLogin()
export class CartController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @FailureMessage(CartMessages.fetchFailed)
  @ApiOperation({ summary: "The caller's cart, each line priced by the shop's rules" })
  get(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetCart(user.id));
  }

  @Post('add')
  @FailureMessage(CartMessages.addItemFailed)
  @ApiOperation({ summary: 'Add a line; the same piece with the same charms and note raises its quantity' })
  add(@Body() dto: AddCartItemDto, @CurrentUser() user: AuthenticatedUser, @CommandMetadata() meta: EventMetadata) {
    return this.commands.execute(new AddCartItem(user.id, lineFrom(dto), dto.quantity ?? 1, meta));
  }

  @Patch(':id/update_item')
  @FailureMessage(CartMessages.updateItemQuantityFailed)
  @ApiOperation({ summary: 'Change a line: quantity, and optionally its product, gift set, charms or note' })
  update(
    @Param('id', ItemId) id: number,
    @Body() dto: ChangeCartItemDto,
    @CurrentUser() user: AuthenticatedUser,
    @CommandMetadata() meta: EventMetadata,
  ) {
    return this.commands.execute(
      new ChangeCartItem(user.id, id, { ...lineFrom(dto, true), quantity: dto.quantity }, meta),
    );
  }

  @Delete(':id/remove')
  @HttpCode(200)
  @FailureMessage(CartMessages.deleteFailed)
  @ApiOperation({ summary: 'Remove a line' })
  remove(
    @Param('id', ItemId) id: number,
    @CurrentUser() user: AuthenticatedUser,
    @CommandMetadata() meta: EventMetadata,
  ) {
    return this.commands.execute(new RemoveCartItem(user.id, id, meta));
  }
}
