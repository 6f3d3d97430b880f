import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { CartMessages, ListingMessages } from '@kilau/domain';
import { isLoggedIn } from '@kilau/session';

import type { CartAddition } from '../api/types';
import { useCart } from '../cart/CartProvider';
import type { ListingEntry } from './entries';

export interface AddOptions {
  /** The anklets, rings, new-arrival and jewel-set listings ignore a logged-out add (seed §4). */
  silentWhenLoggedOut?: boolean;
  /** The success toast for products (jewel sets have their own). */
  productAdded?: string;
}

function additionFor(entry: ListingEntry): CartAddition {
  const id = entry.card.id;
  const base = { charms: [] as number[], quantity: 1, message: '' };
  if (entry.kind === 'gift_set') return { ...base, gift_set: id };
  if (entry.kind === 'charm') return { ...base, charms: [id] };
  return { ...base, product: id };
}

function successFor(entry: ListingEntry, productAdded: string): string {
  if (entry.kind === 'gift_set') return CartMessages.giftSetAdded;
  if (entry.kind === 'charm') return CartMessages.charmAdded;
  return productAdded;
}

/**
 * A listing card's add button: one piece into the cart, or for a product that accepts charms a
 * Customize button to its detail page's customise section.
 */
export function useListingAdd(options: AddOptions = {}) {
  const { add } = useCart();
  const navigate = useNavigate();
  const { silentWhenLoggedOut, productAdded = CartMessages.itemAdded } = options;
  return useCallback(
    (entry: ListingEntry): { onAdd: () => void; addLabel: string } => {
      if (entry.customise) {
        return {
          onAdd: () => void navigate(`/products/${entry.card.id}#customize`),
          addLabel: ListingMessages.customize,
        };
      }
      const onAdd = () => {
        if (silentWhenLoggedOut && !isLoggedIn()) return;
        void add(additionFor(entry), { success: successFor(entry, productAdded), failure: CartMessages.updateFailed });
      };
      return { onAdd, addLabel: ListingMessages.addToCart };
    },
    [add, navigate, silentWhenLoggedOut, productAdded],
  );
}
