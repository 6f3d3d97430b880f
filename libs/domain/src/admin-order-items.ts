/**
 * How Order Management names an order's item (order-side seed §2 'Products cell', 'Order
 * Products'): the product's name, else the gift set's, else the charms' names for a charms-only
 * line; the line's type when the order recorded no name at all.
 */
export function orderItemName(item: {
  product_name: string | null;
  gift_set_name: string | null;
  charm_names: readonly string[];
  type: string;
}): string {
  return item.product_name ?? item.gift_set_name ?? (item.charm_names.join(', ') || item.type);
}
