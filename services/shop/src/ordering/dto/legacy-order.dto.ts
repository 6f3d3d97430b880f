import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Allow } from 'class-validator';

import { CheckoutDto } from './checkout.dto.js';

/**
 * POST /api/orders/, the legacy card page's order (order-side seed §3): its products by id and
 * the checkout form's contact and address (the shop needs them to ship and to check the fee).
 * The page's own figures and status are accepted and never read: the shop prices the order.
 */
export class LegacyOrderDto extends OmitType(CheckoutDto, ['cart_item_ids'] as const) {
  @ApiProperty({ type: [Number], description: 'Catalogue product ids, one piece each (judged by legacyOrderPieces)' })
  @Allow()
  products?: unknown;

  @ApiPropertyOptional({ description: "Ignored: the total is the shop's own" })
  @Allow()
  total_price?: unknown;

  @ApiPropertyOptional({ description: "Ignored: the subtotal is the shop's own" })
  @Allow()
  subtotal?: unknown;

  @ApiPropertyOptional({ description: 'Ignored: a new order is always pending' })
  @Allow()
  status?: unknown;

  @ApiPropertyOptional({ description: "Ignored: the order is always the logged-in caller's" })
  @Allow()
  user?: unknown;
}
