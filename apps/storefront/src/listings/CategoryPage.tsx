import { type BannerPage, goldFirst, ListingMessages, type MaterialFilter, type ProductCategory } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { useAsync } from '../ui/useAsync';
import { charmEntry, type ListingEntry, productEntry } from './entries';
import { ListingPage } from './ListingPage';

export type CategoryName = 'charms' | 'necklaces' | 'bracelets' | 'earrings' | 'rings' | 'anklets';

interface CategorySettings {
  headline: string;
  /** The product category the page lists; the charms page lists charms. */
  category?: ProductCategory;
  /** Anklets and rings show one decimal beside the stars (seed §9). */
  ratingDecimals?: 0 | 1;
  /** Anklets and rings ignore a logged-out add (seed §4). */
  silentWhenLoggedOut?: boolean;
}

/** Headlines of earrings, bracelets and necklaces are the seed's; charms, rings and anklets are ours. */
const CATEGORIES: Record<CategoryName, CategorySettings> = {
  charms: { headline: 'Little Charms, Big Stories' },
  necklaces: { headline: 'Wear Your Story, Close to Your Heart', category: 'necklace' },
  bracelets: { headline: 'Every Charm, a Memory', category: 'bracelet' },
  earrings: { headline: 'Frame Your Face with Elegance', category: 'earring' },
  rings: { headline: 'A Promise on Every Finger', category: 'ring', ratingDecimals: 1, silentWhenLoggedOut: true },
  anklets: { headline: 'Grace in Every Step', category: 'anklet', ratingDecimals: 1, silentWhenLoggedOut: true },
};

const PRODUCT_MATERIALS: MaterialFilter[] = ['gold', 'silver'];
const CHARM_MATERIALS: MaterialFilter[] = ['gold', 'silver', 'rose_gold'];

async function loadCharms(): Promise<ListingEntry[]> {
  const charms = await catalogue.charms();
  return goldFirst(charms.map(charmEntry));
}

async function loadProducts(category: ProductCategory): Promise<ListingEntry[]> {
  const [products, campaigns] = await Promise.all([catalogue.products({ category }), catalogue.campaigns()]);
  return products.filter((product) => product.category === category).map((p) => productEntry(p, campaigns));
}

/** /charms, /necklaces, /bracelets, /earrings, /rings, /anklets (storefront seed §2). */
export default function CategoryPage({ category }: { category: string }) {
  const name = (category in CATEGORIES ? category : 'charms') as CategoryName;
  const settings = CATEGORIES[name];
  const productCategory = settings.category;
  const state = useAsync(() => (productCategory ? loadProducts(productCategory) : loadCharms()), [productCategory]);
  return (
    <ListingPage
      banner={name satisfies BannerPage}
      headline={settings.headline}
      listingKey={name}
      state={state}
      loadingText={productCategory ? ListingMessages.loadingProducts : ListingMessages.loadingCharms}
      materials={productCategory ? PRODUCT_MATERIALS : CHARM_MATERIALS}
      grouped={!productCategory}
      ratingDecimals={settings.ratingDecimals}
      add={{ silentWhenLoggedOut: settings.silentWhenLoggedOut }}
    />
  );
}
