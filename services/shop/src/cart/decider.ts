import { cartFullProblem, CartMessages, charmCountProblem, giftNoteProblem } from '@kilau/domain';

import type { CatalogueFacts } from '../catalogue/items/item-facts.js';
import { Refused } from '../platform/shared/refused.js';
import type { CartEvent, CartLineContent } from './events.js';
import { checkLineAvailable } from './line-rules.js';

export interface CartItem extends CartLineContent {
  id: number;
  quantity: number;
}

/** A cart is its lines, oldest first. */
export interface CartState {
  items: readonly CartItem[];
}

export const emptyCart: CartState = { items: [] };

export type CartCommand =
  | { type: 'AddCartItem'; newItemId: number; line: CartLineContent; quantity: number; facts: CatalogueFacts }
  | { type: 'ChangeCartItem'; itemId: number; line: CartLineContent; quantity: number; facts: CatalogueFacts }
  | { type: 'RemoveCartItem'; itemId: number }
  | { type: 'CheckOutCartItems'; itemIds: readonly number[]; orderId: number };

export function evolve(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartItemAdded': {
      const { itemId, ...line } = event.data;
      return { items: [...state.items, { id: itemId, ...line }] };
    }
    case 'CartItemQuantityChanged':
      return replace(state, event.data.itemId, (item) => ({ ...item, quantity: event.data.quantity }));
    case 'CartItemChanged': {
      const { itemId, ...line } = event.data;
      return replace(state, itemId, () => ({ id: itemId, ...line }));
    }
    case 'CartItemRemoved':
      return { items: state.items.filter((item) => item.id !== event.data.itemId) };
    case 'CartItemsCheckedOut': {
      const gone = new Set(event.data.itemIds);
      return { items: state.items.filter((item) => !gone.has(item.id)) };
    }
    default:
      return assertNever(event);
  }
}

export function decide(command: CartCommand, state: CartState): CartEvent[] {
  switch (command.type) {
    case 'AddCartItem':
      return add(command, state);
    case 'ChangeCartItem':
      return change(command, state);
    case 'RemoveCartItem':
      findItem(state, command.itemId);
      return [{ type: 'CartItemRemoved', data: { itemId: command.itemId } }];
    case 'CheckOutCartItems':
      for (const id of command.itemIds) findItem(state, id);
      return [{ type: 'CartItemsCheckedOut', data: { itemIds: [...command.itemIds], orderId: command.orderId } }];
    default:
      return assertNever(command);
  }
}

/**
 * The same product or gift set with the same charms and the same note raises that line's quantity
 * (storefront seed §4); anything else is a new line, while the cart has room for one.
 */
function add(command: Extract<CartCommand, { type: 'AddCartItem' }>, state: CartState): CartEvent[] {
  const { line, facts } = command;
  checkContent(line);
  const twin = state.items.find((item) => sameContent(item, line));
  const quantity = (twin?.quantity ?? 0) + command.quantity;
  checkLineAvailable(line, quantity, facts);
  if (twin) return [{ type: 'CartItemQuantityChanged', data: { itemId: twin.id, quantity } }];
  const full = cartFullProblem(state.items.length);
  if (full) throw new Refused('conflict', 'cart_full', full);
  return [{ type: 'CartItemAdded', data: { itemId: command.newItemId, ...line, quantity } }];
}

function change(command: Extract<CartCommand, { type: 'ChangeCartItem' }>, state: CartState): CartEvent[] {
  const item = findItem(state, command.itemId);
  const { line, quantity, itemId } = command;
  checkContent(line);
  const sameLine = sameContent(item, line);
  if (sameLine && item.quantity === quantity) return [];
  checkLineAvailable(line, quantity, command.facts);
  if (sameLine) return [{ type: 'CartItemQuantityChanged', data: { itemId, quantity } }];
  return [{ type: 'CartItemChanged', data: { itemId, ...line, quantity } }];
}

function checkContent(line: CartLineContent): void {
  if (line.product === null && line.giftSet === null && line.charms.length === 0) {
    throw new Refused('invalid', 'nothing_specified', CartMessages.nothingSpecified);
  }
  if (line.product !== null && line.giftSet !== null) {
    throw new Refused('invalid', 'product_and_gift_set', 'A cart line holds a product or a gift set, not both');
  }
  const noteProblem = giftNoteProblem(line.message);
  if (noteProblem)
    throw new Refused('invalid', 'message_too_long', noteProblem, { fields: { message: [noteProblem] } });
  if (line.giftSet !== null && line.charms.length > 0) {
    throw new Refused(
      'invalid',
      'charms_on_gift_set',
      'Charms go on a necklace, bracelet or other piece, not on a gift set',
    );
  }
  const countProblem = charmCountProblem(line.charms.length, null);
  if (countProblem)
    throw new Refused('invalid', 'too_many_charms', countProblem, { fields: { charms: [countProblem] } });
}

export function sameContent(a: CartLineContent, b: CartLineContent): boolean {
  return (
    a.product === b.product &&
    a.giftSet === b.giftSet &&
    a.message === b.message &&
    a.charms.length === b.charms.length &&
    a.charms.every((charm, slot) => charm === b.charms[slot])
  );
}

export function findItem(state: CartState, itemId: number): CartItem {
  const item = state.items.find((candidate) => candidate.id === itemId);
  if (!item) throw new Refused('not_found', 'item_not_in_cart', CartMessages.itemNotFound);
  return item;
}

function replace(state: CartState, itemId: number, update: (item: CartItem) => CartItem): CartState {
  return { items: state.items.map((item) => (item.id === itemId ? update(item) : item)) };
}

function assertNever(value: never): never {
  throw new Error(`unhandled: ${JSON.stringify(value)}`);
}
