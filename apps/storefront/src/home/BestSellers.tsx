import { useTranslation } from 'react-i18next';

import { homeBestSellers, ListingMessages } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { useMessage } from '../i18n/useLanguage';
import { ProductCard, productCardItem } from '../listings/ProductCard';
import { ErrorLine, Loading } from '../ui/Status';
import { useAsync } from '../ui/useAsync';

/** Best Seller: the top 20 products by units sold, priced with the running campaigns. */
export function BestSellers() {
  const m = useMessage();
  const { t } = useTranslation('home');
  const state = useAsync(async () => {
    const [products, campaigns] = await Promise.all([catalogue.products(), catalogue.campaigns()]);
    const now = new Date();
    return homeBestSellers(products).map((product) => productCardItem(product, campaigns, now));
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
