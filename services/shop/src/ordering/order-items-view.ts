import type { OrderItemView } from '@kilau/domain';

import type { OrderLine } from './events.js';

export function orderItemsView(lines: readonly OrderLine[]): OrderItemView[] {
  return lines.map((line) => ({
    product: line.product?.id ?? null,
    product_name: line.product?.name ?? null,
    gift_set: line.giftSet?.id ?? null,
    gift_set_name: line.giftSet?.name ?? null,
    quantity: line.quantity,
    message: line.message,
    charms: line.charms.map((charm) => ({ charm: charm.id, charm_name: charm.name })),
    source_type: line.sourceType,
    image: line.product?.image ?? line.giftSet?.image ?? line.charms[0]?.image ?? '',
    price: line.pricing.unitPrice,
    original_price: line.pricing.originalPrice,
    line_total: line.pricing.lineTotal,
  }));
}

/** What a line is called: its product or gift set, else its charms ('Custom Charm Set' on the review page). */
export function lineName(line: OrderLine): string {
  return line.product?.name ?? line.giftSet?.name ?? line.charms.map((charm) => charm.name).join(', ');
}

export type { OrderItemView };
