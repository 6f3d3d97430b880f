import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CheckoutMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';

/** Shown once the money has arrived: the way on to the parcel's tracking. */
export function PaidBanner({ orderId }: { orderId: number }) {
  const { t } = useTranslation('payment');
  const m = useMessage();
  return (
    <div className="pay-paid" role="status">
      <p>{m(CheckoutMessages.paymentReceived)}</p>
      <Link className="button button--primary" to={`/track-order/${orderId}`}>
        {t('Track My Order')}
      </Link>
    </div>
  );
}
