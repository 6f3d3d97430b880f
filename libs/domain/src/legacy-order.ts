import { CheckoutMessages } from './messages.js';

/** One product of a legacy order and how many pieces of it were asked for. */
export interface LegacyOrderPiece {
  product: number;
  quantity: number;
}

/** At most as many pieces as a checkout may hold lines: the legacy call is no back door around that cap. */
export const MAX_LEGACY_ORDER_PIECES = 100;

/**
 * The legacy card page's `products` (order-side seed §3 "Legacy order creation payload", §5 "needs
 * a valid numeric product id else 'No valid product IDs found in order'"): catalogue product ids,
 * one piece each, an id given twice being two pieces. Numbers or strings of digits are taken;
 * anything else refuses the whole order rather than dropping it silently, so a shopper is never
 * charged for fewer pieces than the page showed.
 */
export function legacyOrderPieces(products: unknown): { pieces: LegacyOrderPiece[] } | { problem: string } {
  if (!Array.isArray(products) || products.length === 0) return { problem: CheckoutMessages.noValidProductIds };
  if (products.length > MAX_LEGACY_ORDER_PIECES) return { problem: CheckoutMessages.noValidProductIds };
  const ids = products.map(productId);
  if (ids.some((id) => id === undefined)) return { problem: CheckoutMessages.noValidProductIds };
  const counts = new Map<number, number>();
  for (const id of ids as number[]) counts.set(id, (counts.get(id) ?? 0) + 1);
  return { pieces: [...counts].map(([product, quantity]) => ({ product, quantity })) };
}

function productId(entry: unknown): number | undefined {
  const id =
    typeof entry === 'number' ? entry : typeof entry === 'string' && /^\d{1,10}$/.test(entry) ? Number(entry) : NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
