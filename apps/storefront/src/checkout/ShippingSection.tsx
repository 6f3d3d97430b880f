import { useTranslation } from 'react-i18next';

import { AreaCodeField } from './AreaCodeField';
import { CityField } from './CityField';
import { describedBy, FormField } from './FormField';
import { PhoneField } from './PhoneField';
import type { CheckoutFormControls } from './useCheckoutForm';

/** Shipping address (order-side seed §2): address, phone, city, area code, province, postal code, country. */
export function ShippingSection({ controls, locked }: { controls: CheckoutFormControls; locked: boolean }) {
  const { t } = useTranslation('checkout');
  const { form, fieldError, touch, setText, setPhone, chooseCity, chooseArea } = controls;
  return (
    <section className="checkout-section" aria-labelledby="checkout-shipping">
      <h2 id="checkout-shipping" className="checkout-section__title">
        {t('Shipping address')}
      </h2>
      <FormField id="checkout-address" label="Address" error={fieldError('address')}>
        <input
          id="checkout-address"
          type="text"
          autoComplete="street-address"
          value={form.address}
          disabled={locked}
          required
          onChange={(event) => setText('address', event.target.value)}
          onBlur={() => touch('address')}
          {...describedBy('checkout-address', fieldError('address'))}
        />
      </FormField>
      <PhoneField
        digits={form.receiver_phone}
        onChange={setPhone}
        onLeave={() => touch('receiver_phone')}
        error={fieldError('receiver_phone')}
        disabled={locked}
      />
      <div className="checkout-row">
        <CityField
          city={form.city}
          onChoose={chooseCity}
          onLeave={() => touch('city')}
          error={fieldError('city')}
          disabled={locked}
        />
        <AreaCodeField
          city={form.city}
          destAreaCode={form.destAreaCode}
          onChoose={chooseArea}
          onLeave={() => touch('destAreaCode')}
          error={form.city ? fieldError('destAreaCode') : undefined}
          disabled={locked}
        />
      </div>
      <div className="checkout-row">
        <FormField id="checkout-province" label="Province">
          <input id="checkout-province" type="text" value={form.province} readOnly disabled={locked} />
        </FormField>
        <FormField id="checkout-postal-code" label="Postal code" error={fieldError('postal_code')}>
          <input
            id="checkout-postal-code"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={form.postal_code}
            disabled={locked}
            required
            onChange={(event) => setText('postal_code', event.target.value)}
            onBlur={() => touch('postal_code')}
            {...describedBy('checkout-postal-code', fieldError('postal_code'))}
          />
        </FormField>
      </div>
      <FormField id="checkout-country" label="Country">
        <input id="checkout-country" type="text" value={t('Indonesia (IDN)')} readOnly />
      </FormField>
    </section>
  );
}
