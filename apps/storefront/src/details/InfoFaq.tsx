import { useTranslation } from 'react-i18next';

import { PRODUCT_INFO_FAQ } from '@kilau/domain';

/** The product page's FAQ accordion: the shop's info statements (storefront seed §1). */
export function InfoFaq() {
  const { t } = useTranslation('catalogue');
  return (
    <section className="detail-faq" aria-labelledby="detail-faq-title">
      <h2 id="detail-faq-title" className="detail-faq__title">
        {t('FAQ')}
      </h2>
      <ul className="detail-faq__list">
        {PRODUCT_INFO_FAQ.map((statement) => (
          <li key={statement.question}>
            <details className="detail-faq__item">
              <summary>{t(statement.question)}</summary>
              <p>{t(statement.answer)}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
