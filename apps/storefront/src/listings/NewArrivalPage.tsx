import { CartMessages, isNewArrival, newestFirst } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { useAsync } from '../ui/useAsync';
import { charmEntry, giftSetEntry, type ListingEntry, productEntry } from './entries';
import { ListingPage } from './ListingPage';

/** Every product, charm and gift set created within the last month, newest first. */
async function loadNewArrivals(): Promise<ListingEntry[]> {
  const [products, charms, giftSets, campaigns] = await Promise.all([
    catalogue.products(),
    catalogue.charms(),
    catalogue.giftSets(),
    catalogue.campaigns(),
  ]);
  const now = new Date();
  const entries = [
    ...products.map((product) => productEntry(product, campaigns)),
    ...charms.map(charmEntry),
    ...giftSets.map(giftSetEntry),
  ];
  return newestFirst(entries.filter((entry) => isNewArrival(entry.createdAt, now)));
}

/** /new-arrival (storefront seed §2): low stock shows its count on the cards. */
export default function NewArrivalPage() {
  const state = useAsync(loadNewArrivals, []);
  return (
    <ListingPage
      banner="new_arrival"
      headline="Fresh Designs, Timeless Stories"
      state={state}
      showStockCount
      add={{ silentWhenLoggedOut: true, productAdded: CartMessages.itemAdded }}
    />
  );
}
