import { describedBy, FormField } from './FormField';

/** The phone after a fixed +62 (order-side seed §2, §5): typing keeps digits only. */
export function PhoneField(props: {
  digits: string;
  onChange: (typed: string) => void;
  onLeave: () => void;
  error?: string;
  disabled: boolean;
}) {
  const { digits, onChange, onLeave, error, disabled } = props;
  const id = 'checkout-phone';
  return (
    <FormField id={id} label="Phone" error={error}>
      <div className="phone-field">
        <span className="phone-field__prefix" aria-hidden="true">
          +62
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="812xxxxxxx"
          value={digits}
          disabled={disabled}
          required
          onChange={(event) => onChange(event.target.value)}
          onBlur={onLeave}
          {...describedBy(id, error)}
        />
      </div>
    </FormField>
  );
}
