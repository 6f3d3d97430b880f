import { useTranslation } from 'react-i18next';

import { starCount } from '@kilau/domain';

/** Five stars, the rating rounded to whole stars (storefront seed §9), read out as words. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('common');
  const filled = starCount(rating);
  return (
    <span className="stars" role="img" aria-label={t('{{filled}} out of 5 stars', { filled })}>
      <span className="stars__on" aria-hidden="true">
        {'★'.repeat(filled)}
      </span>
      <span className="stars__off" aria-hidden="true">
        {'★'.repeat(5 - filled)}
      </span>
    </span>
  );
}
