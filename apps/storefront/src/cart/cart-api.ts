import { CartMessages, isSameCartLine } from '@kilau/domain';

import { api, ApiError } from '../api/http';
import type { CartAddition, CartLine } from '../api/types';

/** The cart calls of storefront seed §7, always with the login. */
export const cartApi = {
  get: () =>
    api<{ items: CartLine[] }>('/cart/', { auth: 'required', failure: CartMessages.fetchFailed }).then(
      (cart) => cart.items,
      (error: unknown) => {
        throw cartFetchFailure(error);
      },
    ),
  add: (addition: CartAddition) =>
    api<CartLine>('/cart/add/', {
      method: 'POST',
      auth: 'required',
      body: addition,
      failure: CartMessages.addItemFailed,
    }),
  update: (line: Pick<CartLine, 'id' | 'quantity' | 'product' | 'gift_set' | 'charms' | 'message'>) =>
    api<CartLine>(`/cart/${line.id}/update_item/`, {
      method: 'PATCH',
      auth: 'required',
      body: {
        quantity: line.quantity,
        product: line.product,
        gift_set: line.gift_set,
        charms: line.charms,
        message: line.message,
      },
      failure: CartMessages.updateItemQuantityFailed,
    }),
  remove: (id: number) =>
    api<unknown>(`/cart/${id}/remove/`, { method: 'DELETE', auth: 'required', failure: CartMessages.deleteFailed }),
};

/**
 * Adds to the cart as the seed says: read the cart first, and when a line with the same product
 * or gift set, the same charms and the same message is there, raise its quantity instead of
 * adding a second line.
 */
export async function addToCart(addition: CartAddition): Promise<CartLine> {
  if (!addition.product && !addition.gift_set && addition.charms.length === 0)
    throw new Error(CartMessages.nothingSpecified);
  const lines = await cartApi.get();
  const same = lines.find((line) => isSameCartLine(line, addition));
  if (same) return cartApi.update({ ...same, quantity: same.quantity + addition.quantity });
  return cartApi.add(addition);
}

/**
 * A cart the service answered but would not give: the seed's 'Failed to fetch cart: [status]
 * body', the body being the service's own sentence (its `message`) or its text, cut short. A call
 * that got no answer (the network) or was never sent (no login) keeps its own words.
 */
function cartFetchFailure(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status === 0 || error.body === undefined) return error;
  const body = error.body as { message?: unknown } | string;
  const text = typeof body === 'string' ? body : typeof body.message === 'string' ? body.message : JSON.stringify(body);
  return new ApiError(
    CartMessages.fetchFailedWith(error.status, text.trim().slice(0, 200)),
    error.status,
    error.code,
    error.detail,
    error.body,
  );
}
