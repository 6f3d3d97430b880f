import { useTranslation } from 'react-i18next';

import { CheckoutMessages, formatRupiah, VIRTUAL_ACCOUNT_ADMIN_FEE } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import type { PaymentMethod } from './usePlaceOrder';

const METHODS: Array<{ value: PaymentMethod; label: string; hint?: string }> = [
  { value: 'popup', label: 'Card, e-wallet and more (payment popup)' },
  { value: 'card', label: 'Credit or debit card' },
  {
    value: 'virtual-account',
    label: 'Bank transfer (virtual account)',
    hint: CheckoutMessages.virtualAccountFeeHint(formatRupiah(VIRTUAL_ACCOUNT_ADMIN_FEE)),
  },
  { value: 'qris', label: 'QRIS' },
];

/** How to pay: Midtrans's popup by default, or the shop's own card, bank transfer and QRIS pages. */
export function PaymentMethods(props: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}) {
  const { method, onChange, disabled } = props;
  const { t } = useTranslation('checkout');
  const m = useMessage();
  return (
    <fieldset className="payment-methods" disabled={disabled}>
      <legend className="checkout-section__title">{t('Payment method')}</legend>
      {METHODS.map((option) => (
        <label key={option.value} className="payment-methods__option">
          <input
            type="radio"
            name="payment-method"
            value={option.value}
            checked={method === option.value}
            onChange={() => onChange(option.value)}
            aria-describedby={option.hint ? `payment-hint-${option.value}` : undefined}
          />
          {t(option.label)}
          {option.hint && (
            // told before choosing; a description of the radio, not part of its name
            <small id={`payment-hint-${option.value}`} className="payment-methods__hint" aria-hidden="true">
              {m(option.hint)}
            </small>
          )}
        </label>
      ))}
    </fieldset>
  );
}
