/** What a cart line holds: a base (product or gift set) or neither, charms in slot order, a gift note. */
export interface CartLineContent {
  product: number | null;
  giftSet: number | null;
  charms: number[];
  message: string;
}

export interface CartItemAdded {
  type: 'CartItemAdded';
  data: CartLineContent & { itemId: number; quantity: number };
}

/** The same piece added again, or its quantity set in the cart drawer. */
export interface CartItemQuantityChanged {
  type: 'CartItemQuantityChanged';
  data: { itemId: number; quantity: number };
}

/** A line rewritten whole (the storefront's update_item sends every field). */
export interface CartItemChanged {
  type: 'CartItemChanged';
  data: CartLineContent & { itemId: number; quantity: number };
}

export interface CartItemRemoved {
  type: 'CartItemRemoved';
  data: { itemId: number };
}

/** The lines an order was placed for leave the cart with it. */
export interface CartItemsCheckedOut {
  type: 'CartItemsCheckedOut';
  data: { itemIds: number[]; orderId: number };
}

/** Every fact of a `cart-{userId}` stream. */
export type CartEvent =
  CartItemAdded | CartItemQuantityChanged | CartItemChanged | CartItemRemoved | CartItemsCheckedOut;

export const cartStreamId = (userId: number) => `cart-${userId}`;
