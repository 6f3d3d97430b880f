import { describedBy, FormField } from './FormField';
import type { CheckoutFormControls, TextField } from './useCheckoutForm';

/** Contact (order-side seed §2): names, e-mail (prefilled from the login) and the newsletter box. */
export function ContactSection({ controls, locked }: { controls: CheckoutFormControls; locked: boolean }) {
  const { form, fieldError, touch, setText, setNewsletter } = controls;
  const text = (name: TextField, label: string, type: string, autoComplete: string) => {
    const id = `checkout-${name}`;
    const error = fieldError(name);
    return (
      <FormField id={id} label={label} error={error}>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          value={form[name]}
          disabled={locked}
          required
          onChange={(event) => setText(name, event.target.value)}
          onBlur={() => touch(name)}
          {...describedBy(id, error)}
        />
      </FormField>
    );
  };
  return (
    <section className="checkout-section" aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className="checkout-section__title">
        Contact
      </h2>
      <div className="checkout-row">
        {text('first_name', 'First name', 'text', 'given-name')}
        {text('last_name', 'Last name', 'text', 'family-name')}
      </div>
      {text('email', 'Email', 'email', 'email')}
      <label className="checkout-check">
        <input
          type="checkbox"
          checked={form.newsletter}
          disabled={locked}
          onChange={(event) => setNewsletter(event.target.checked)}
        />
        Mail me about exclusive offers.
      </label>
    </section>
  );
}
