import type { ShippingForm } from './checkout-lines';

/**
 * What the shopper typed into the checkout form, kept in this tab's sessionStorage so a reload (or
 * a trip back to the cart) does not throw it away. It belongs to the account that typed it: another
 * login in the same tab starts from an empty form, and logging out forgets it. Never localStorage:
 * an address and phone number must not outlive the tab on a shared computer.
 */
interface KeptForm {
  owner: string;
  form: ShippingForm;
}

const KEY = 'kilau.checkout-form';

const FIELDS: ReadonlyArray<keyof ShippingForm> = [
  'first_name',
  'last_name',
  'email',
  'newsletter',
  'address',
  'receiver_phone',
  'city',
  'district',
  'destAreaCode',
  'province',
  'postal_code',
];

export function keepForm(owner: string, form: ShippingForm): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ owner, form } satisfies KeptForm));
  } catch {
    // storage full or refused: the form still lives in the page
  }
}

/** The form `owner` typed in this tab, or null (none, another account's, or malformed). */
export function keptForm(owner: string): ShippingForm | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as KeptForm | null;
    if (!kept || kept.owner !== owner || !isForm(kept.form)) return null;
    return kept.form;
  } catch {
    return null;
  }
}

export function forgetForm(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

function isForm(value: unknown): value is ShippingForm {
  if (!value || typeof value !== 'object') return false;
  const form = value as Record<string, unknown>;
  return FIELDS.every((field) =>
    field === 'newsletter' ? typeof form[field] === 'boolean' : typeof form[field] === 'string',
  );
}
