import { CartMessages } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { useAsync } from '../ui/useAsync';
import { type ListingEntry, productEntry } from './entries';
import { ListingPage } from './ListingPage';

async function loadJewelSets(): Promise<ListingEntry[]> {
  const [products, campaigns] = await Promise.all([
    catalogue.products({ category: 'jewel_set' }),
    catalogue.campaigns(),
  ]);
  return products.filter((product) => product.category === 'jewel_set').map((p) => productEntry(p, campaigns));
}

/** /jewel-set (storefront seed §2): products of category jewel_set; cards open /products-jewelsets/{id}. */
export default function JewelSetListPage() {
  const state = useAsync(loadJewelSets, []);
  return (
    <ListingPage
      banner="jewel_set"
      headline="Effortless Elegance, Perfectly Paired"
      state={state}
      add={{ silentWhenLoggedOut: true, productAdded: CartMessages.jewelSetAdded }}
    />
  );
}
