import {
  CheckoutMessages,
  type LegacyOrderPiece,
  legacyOrderPieces,
  type LegacyPlacedOrder,
  type PlacedOrder,
} from '@kilau/domain';

import { Refused } from '../platform/shared/refused.js';
import type { CheckoutDto } from './dto/checkout.dto.js';
import type { LegacyOrderDto } from './dto/legacy-order.dto.js';

/**
 * The legacy call's body as the checkout's: its products as pieces (refused with the seed's
 * 'No valid product IDs found in order'), its form as the checkout form. The page's total_price,
 * subtotal, status and user are dropped here, so nothing after this can read them.
 */
export function legacyOrderRequest(dto: LegacyOrderDto): { pieces: LegacyOrderPiece[]; checkout: CheckoutDto } {
  const judged = legacyOrderPieces(dto.products);
  if ('problem' in judged) {
    const errors = { products: [judged.problem] };
    throw new Refused('invalid', 'no_valid_product_ids', judged.problem, { fields: errors, errors });
  }
  const { products: _products, total_price: _total, subtotal: _subtotal, status: _status, user: _user, ...form } = dto;
  return { pieces: judged.pieces, checkout: { ...form, cart_item_ids: [] } };
}

/** The placed order in the legacy page's words: `id` beside `order_id`, and its 3-day estimate. */
export function legacyAnswer(placed: PlacedOrder): LegacyPlacedOrder {
  return { id: placed.order_id, ...placed, estimated_delivery: CheckoutMessages.legacyEstimatedDelivery };
}
