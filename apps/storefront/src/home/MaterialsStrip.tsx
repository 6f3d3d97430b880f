import { useTranslation } from 'react-i18next';

import { HOME_MATERIALS } from '@kilau/domain';

/** The materials strip: the shop's promises about what the jewellery is made of (storefront seed §1). */
export function MaterialsStrip() {
  const { t } = useTranslation('home');
  return (
    <section className="materials" aria-label={t('Our materials')}>
      <ul className="materials__list">
        {HOME_MATERIALS.map((claim) => (
          <li key={claim} className="materials__item">
            <span className="materials__mark" aria-hidden="true">
              ✦
            </span>
            {t(claim)}
          </li>
        ))}
      </ul>
    </section>
  );
}
