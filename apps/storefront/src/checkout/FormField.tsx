import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useMessage } from '../i18n/useLanguage';

/** A labelled form row with its message underneath, tied to the input for screen readers. */
export function FormField(props: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  const { id, label, error, hint, children } = props;
  const { t } = useTranslation('checkout');
  const m = useMessage();
  return (
    <div className={`field checkout-field ${error ? 'checkout-field--invalid' : ''}`}>
      <label htmlFor={id}>{t(label)}</label>
      {children}
      {hint && !error && (
        <span id={`${id}-message`} className="checkout-field__hint">
          {m(hint)}
        </span>
      )}
      {error && (
        <span id={`${id}-message`} className="field__error">
          {m(error)}
        </span>
      )}
    </div>
  );
}

/** The aria props that tie an input to its FormField message. */
export function describedBy(id: string, error?: string, hint?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${id}-message` : undefined,
  } as const;
}
