import { useTranslation } from 'react-i18next';

import { HomeMessages, latestGalleryImages } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { useMessage } from '../i18n/useLanguage';
import { Picture } from '../ui/Picture';
import { ErrorLine, Loading } from '../ui/Status';
import { useAsync } from '../ui/useAsync';
import { INSTAGRAM_HANDLE, INSTAGRAM_URL } from './social';

/**
 * Jewelry that speaks for you (the seed's heading, kept in its spelling; the shop's own texts write
 * jewellery): the last six gallery pictures and an invitation to tag the shop.
 */
export function PhotoGallery() {
  const m = useMessage();
  const { t } = useTranslation('home');
  const state = useAsync(async () => latestGalleryImages(await catalogue.gallery()), []);
  return (
    <section className="home-section gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="section-title">
        {t('Jewelry that speaks for you')}
      </h2>
      <p className="gallery__invite">
        {t('Wearing Kilau? Tag us')}{' '}
        <a href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer">
          {INSTAGRAM_HANDLE}
        </a>{' '}
        {t('on Instagram and be part of our gallery.')}
      </p>
      {state.status === 'loading' && <Loading text={m(HomeMessages.loadingGallery)} />}
      {state.status === 'error' && <ErrorLine text={state.error.message} />}
      {state.status === 'done' && (
        <ul className="gallery__grid">
          {state.data.map((image) => (
            <li key={image.id}>
              <Picture
                className="gallery__picture"
                src={image.image}
                variants={image.image_variants}
                sizes="(min-width: 700px) 25vw, 50vw"
                alt={image.alt_text || t('Kilau jewellery')}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
