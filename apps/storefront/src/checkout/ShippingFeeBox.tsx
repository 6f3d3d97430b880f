import { useTranslation } from 'react-i18next';

import { CheckoutMessages, formatRupiah } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import type { ShippingFeeState } from './useShippingFee';

/** 'Check Shipping Fee' and the fee box with J&T's quote (order-side seed §2, §9). */
export function ShippingFeeBox(props: { shipping: ShippingFeeState; canCheck: boolean; onCheck: () => void }) {
  const { t } = useTranslation('checkout');
  const m = useMessage();
  const { shipping, canCheck, onCheck } = props;
  return (
    <div className="shipping-fee">
      <button
        type="button"
        className="button"
        disabled={!canCheck || shipping.checking}
        aria-busy={shipping.checking}
        onClick={onCheck}
      >
        {shipping.checking ? t('Checking...') : t('Check Shipping Fee')}
      </button>
      <div className="shipping-fee__box" aria-live="polite">
        {shipping.fee > 0 && (
          <>
            <span className="shipping-fee__courier">J&amp;T Express</span>
            <strong className="shipping-fee__cost">{formatRupiah(shipping.fee)}</strong>
            <span className="shipping-fee__estimate">{m(CheckoutMessages.shippingEstimate)}</span>
          </>
        )}
        {shipping.problem && (
          <span className="field__error" role="alert">
            {shipping.problem}
          </span>
        )}
      </div>
    </div>
  );
}
