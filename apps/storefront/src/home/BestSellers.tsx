import { useTranslation } from 'react-i18next';

import { homeBestSellers, ListingMessages, reviewCounts, wholeRows } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { useMessage } from '../i18n/useLanguage';
import { ProductCard, productCardItem } from '../listings/ProductCard';
import { ErrorLine, Loading } from '../ui/Status';
import { useAsync } from '../ui/useAsync';
import { homeApi } from './home-api';

/** Cards in the grid's widest row (home.css: four on a wide screen, two on a phone). */
const CARDS_PER_ROW = 4;

/**
 * Best Seller: the top 20 products by units sold, priced with the running campaigns, cut to whole
 * rows, each card's rating with how many reviews name it (the reviews list, which What They Say
 * reads too; when it fails the cards show their rating alone).
 */
export function BestSellers() {
  const m = useMessage();
  const { t } = useTranslation('home');
  const state = useAsync(async () => {
    const [products, campaigns, reviews] = await Promise.all([
      catalogue.products(),
      catalogue.campaigns(),
      homeApi.reviews().catch(() => null),
    ]);
    const now = new Date();
    const counts = reviews && reviewCounts(reviews, 'products');
    return wholeRows(homeBestSellers(products), CARDS_PER_ROW).map((product) => ({
      ...productCardItem(product, campaigns, now),
      reviewCount: counts ? (counts.get(product.id) ?? 0) : undefined,
    }));
  }, []);
  return (
    <section className="home-section" aria-labelledby="best-seller-title">
      <h2 id="best-seller-title" className="section-title">
        {t('Best Seller')}
      </h2>
      {state.status === 'loading' && <Loading text={m(ListingMessages.loadingProducts)} />}
      {state.status === 'error' && <ErrorLine text={m(ListingMessages.error(state.error.message))} />}
      {state.status === 'done' && (
        <ul className="home-grid">
          {state.data.map((item) => (
            <li key={item.id}>
              <ProductCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
