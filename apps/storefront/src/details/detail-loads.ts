import { bestSellersInStock, newestCreatedFirst } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { charmCardItem, giftSetCardItem, productCardItem } from '../listings/ProductCard';

/** A product (a jewel set is one too) with the campaigns its price depends on. */
export function loadProduct(id: string) {
  return Promise.all([catalogue.product(id), catalogue.campaigns()]);
}

/** The best sellers in stock besides the product on show, priced with the running campaigns. */
export function productRecommendations(id: number) {
  return Promise.all([catalogue.products(), catalogue.campaigns()]).then(([all, campaigns]) =>
    bestSellersInStock(all, id).map((product) => productCardItem(product, campaigns)),
  );
}

export function loadCharm(id: string) {
  return catalogue.charm(id);
}

/** The best-selling charms in stock besides the one on show. */
export function charmRecommendations(id: number) {
  return catalogue.charms().then((all) => bestSellersInStock(all, id).map(charmCardItem));
}

export function loadGiftSet(id: string) {
  return catalogue.giftSet(id);
}

/** Every gift set, newest first (the one on show left out). */
export function giftSetRecommendations(id: number) {
  return catalogue.giftSets().then((all) => newestCreatedFirst(all, id).map(giftSetCardItem));
}
