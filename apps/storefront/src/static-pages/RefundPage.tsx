import './policy-pages.css';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { dayRange, FREE_RETURN_DAYS, REFUND_BUSINESS_DAYS, REFUND_WINDOW_DAYS, SHOP_EMAIL } from '@kilau/domain';

/** /refund: the refund policy of order-side seed 'Refund policy page' (14 days from delivery; free within 7 days of receipt). */
export default function RefundPage() {
  const refundDays = dayRange(REFUND_BUSINESS_DAYS);
  const { t } = useTranslation('pages');
  const email = <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>;
  return (
    <main className="page page--narrow policy-page">
      <h1>{t('Refund Policy')}</h1>
      <p className="policy-page__lead">
        {t(
          'We want you to love your Kilau jewellery. If something is not right, here is how returns and refunds work.',
        )}
      </p>

      <h2>{t('Returns')}</h2>
      <ul>
        <li>{t('You may return an item within {{days}} days of delivery.', { days: REFUND_WINDOW_DAYS })}</li>
        <li>
          {t(
            'Returns within {{days}} days of receipt are free: we pay for the parcel back. After that, you send it back at your own cost.',
            { days: FREE_RETURN_DAYS },
          )}
        </li>
        <li>{t('The item must be unused and in its original packaging, with everything it came with.')}</li>
        <li>
          {t('To start a return, email us at')} {email} {t('with your order number and the item you are returning.')}
        </li>
      </ul>

      <h2>{t('Refunds')}</h2>
      <p>
        {t(
          'Once your return arrives we inspect it. Approved refunds go back to your original payment method within {{days}} business days after the inspection.',
          { days: refundDays },
        )}
      </p>

      <h2>{t('Damaged items')}</h2>
      <p>
        {t('If your item arrives damaged, email us at')} {email}{' '}
        {t(
          'with photos of the item and its packaging, and your order number. We will arrange a replacement or a refund.',
        )}
      </p>

      <h2>{t('Non-returnable items')}</h2>
      <p>
        {t(
          'Sale items and personalised items (such as custom charm pieces and pieces with a gift note) cannot be returned unless they arrive damaged.',
        )}
      </p>

      <p>
        {t('Questions about your order? See our')} <Link to="/faq">{t('FAQ')}</Link> {t('or write to')} {email}.
      </p>
    </main>
  );
}
