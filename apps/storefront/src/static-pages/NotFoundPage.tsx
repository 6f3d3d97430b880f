import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CatalogueMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';

/** Any path the storefront does not know (both seeds: 'Oops! Page Not Found'). */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  const m = useMessage();
  return (
    <main className="page page--narrow not-found">
      <h1>{m(CatalogueMessages.pageNotFound)}</h1>
      <p>{t('The page you are looking for does not exist or has moved.')}</p>
      <Link to="/" className="button button--primary">
        {t('Back to Home')}
      </Link>
    </main>
  );
}
