import type { CartLineContent } from '../events.js';
import type { AddCartItemDto } from './cart-item.dto.js';

/**
 * The line a payload describes. With `partial` (an update), fields the payload leaves out are
 * left out, so the line keeps them; null still clears a product or gift set.
 */
export function lineFrom(dto: AddCartItemDto): CartLineContent;
export function lineFrom(dto: AddCartItemDto, partial: true): Partial<CartLineContent>;
export function lineFrom(dto: AddCartItemDto, partial = false): Partial<CartLineContent> {
  const line: Partial<CartLineContent> = {};
  if (!partial || dto.product !== undefined) line.product = dto.product ?? null;
  if (!partial || dto.gift_set !== undefined) line.giftSet = dto.gift_set ?? null;
  if (!partial || dto.charms !== undefined) line.charms = dto.charms ?? [];
  if (!partial || dto.message !== undefined) line.message = (dto.message ?? '').trim();
  return line;
}
