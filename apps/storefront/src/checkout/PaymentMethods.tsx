import type { PaymentMethod } from './usePlaceOrder';

const METHODS: Array<{ value: PaymentMethod; label: string }> = [
  { value: 'popup', label: 'Card, e-wallet and more (payment popup)' },
  { value: 'virtual-account', label: 'Bank transfer (virtual account)' },
  { value: 'qris', label: 'QRIS' },
];

/** How to pay: Midtrans's popup by default, or the shop's own bank transfer and QRIS pages. */
export function PaymentMethods(props: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}) {
  const { method, onChange, disabled } = props;
  return (
    <fieldset className="payment-methods" disabled={disabled}>
      <legend className="checkout-section__title">Payment method</legend>
      {METHODS.map((option) => (
        <label key={option.value} className="payment-methods__option">
          <input
            type="radio"
            name="payment-method"
            value={option.value}
            checked={method === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
