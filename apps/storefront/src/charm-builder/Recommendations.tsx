import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { productPrice, runningCampaigns } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { Picture } from '../ui/Picture';
import { Price } from '../ui/Price';
import { useAsync } from '../ui/useAsync';
import { Carousel } from './Carousel';
import { charmBarRecommendations } from './charm-bar';

/** 'You might also like': up to 3 necklaces and 2 bracelets, best sellers in stock. */
export function Recommendations() {
  const { t } = useTranslation('builder');
  const picks = useAsync(async () => {
    const [products, campaigns] = await Promise.all([catalogue.products(), catalogue.campaigns()]);
    return { products: charmBarRecommendations(products), running: runningCampaigns(campaigns, new Date()) };
  }, []);
  if (picks.status === 'loading') return null;
  const products = picks.data?.products ?? [];
  return (
    <section className="builder-recommendations" aria-labelledby="builder-recommendations-title">
      <h2 id="builder-recommendations-title" className="section-title">
        {t('You might also like')}
      </h2>
      {products.length === 0 ? (
        <p className="status status--empty">{t('No recommendations available')}</p>
      ) : (
        <Carousel label="You might also like">
          {products.map((product) => {
            const price = productPrice(product, picks.data?.running ?? []);
            return (
              <li key={product.id} className="carousel__item">
                <Link to={`/products/${product.id}`} className="base-card">
                  <Picture src={product.images[0]?.image_url} alt={product.images[0]?.alt_text || product.name} />
                  <span className="base-card__name">{product.name}</span>
                  <Price price={price.price} original={price.originalPrice} />
                </Link>
              </li>
            );
          })}
        </Carousel>
      )}
    </section>
  );
}
