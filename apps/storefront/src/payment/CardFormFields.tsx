import { useTranslation } from 'react-i18next';
/** The legacy card form's fields (order-side seed §2 'Legacy card payment page'). */
export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvv: string;
  billing: 'same' | 'different';
  billingAddress: string;
}

export const EMPTY_CARD: CardForm = { name: '', number: '', expiry: '', cvv: '', billing: 'same', billingAddress: '' };

/** Every required field filled (the expiry's month is checked by the domain's rule). */
export function cardFormComplete(form: CardForm): boolean {
  const filled = [form.name, form.number, form.expiry, form.cvv].every((value) => value.trim() !== '');
  return filled && (form.billing === 'same' || form.billingAddress.trim() !== '');
}

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function CardFormFields(props: {
  form: CardForm;
  onChange: (form: CardForm) => void;
  minMonth: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('payment');
  const { form, onChange, minMonth, disabled } = props;
  const set = (changes: Partial<CardForm>) => onChange({ ...form, ...changes });
  return (
    <>
      <div className="field">
        <label htmlFor="card-name">{t('Name on Card')}</label>
        <input
          id="card-name"
          autoComplete="cc-name"
          required
          disabled={disabled}
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="card-number">{t('Card Number')}</label>
        <input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          disabled={disabled}
          value={form.number}
          onChange={(e) => set({ number: digits(e.target.value, 19) })}
        />
      </div>
      <div className="pay-form__row">
        <div className="field">
          <label htmlFor="card-expiry">{t('Expiry Date')}</label>
          <input
            id="card-expiry"
            type="month"
            min={minMonth}
            autoComplete="cc-exp"
            required
            disabled={disabled}
            value={form.expiry}
            onChange={(e) => set({ expiry: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="card-cvv">{t('CVV')}</label>
          <input
            id="card-cvv"
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            disabled={disabled}
            value={form.cvv}
            onChange={(e) => set({ cvv: digits(e.target.value, 4) })}
          />
        </div>
      </div>
      <fieldset>
        <legend>{t('Billing Address')}</legend>
        <label>
          <input
            type="radio"
            name="billing"
            checked={form.billing === 'same'}
            disabled={disabled}
            onChange={() => set({ billing: 'same' })}
          />{' '}
          {t('Same as shipping address')}
        </label>
        <label>
          <input
            type="radio"
            name="billing"
            checked={form.billing === 'different'}
            disabled={disabled}
            onChange={() => set({ billing: 'different' })}
          />{' '}
          {t('Use different address')}
        </label>
        {form.billing === 'different' && (
          <div className="field">
            <label htmlFor="card-billing">{t('Billing address')}</label>
            <textarea
              id="card-billing"
              rows={3}
              disabled={disabled}
              value={form.billingAddress}
              onChange={(e) => set({ billingAddress: e.target.value })}
            />
          </div>
        )}
      </fieldset>
    </>
  );
}
