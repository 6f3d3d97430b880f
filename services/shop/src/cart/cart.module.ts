import { Module } from '@nestjs/common';

import { CartController } from './cart.controller.js';
import { CartWrites } from './cart-writes.js';
import { AddCartItemHandler } from './commands/add-cart-item/handler.js';
import { ChangeCartItemHandler } from './commands/change-cart-item/handler.js';
import { RemoveCartItemHandler } from './commands/remove-cart-item/handler.js';
import { GetCartHandler } from './queries/get-cart.js';

/** A customer's cart, kept as the events of its `cart-{userId}` stream. */
@Module({
  controllers: [CartController],
  providers: [CartWrites, AddCartItemHandler, ChangeCartItemHandler, RemoveCartItemHandler, GetCartHandler],
})
export class CartModule {}
