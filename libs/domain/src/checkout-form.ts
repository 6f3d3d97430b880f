import { isValidEmail } from './email.js';
import { CheckoutMessages } from './messages.js';

/** Typing in the phone field keeps digits only (order-side seed §5); +62 is a fixed prefix beside it. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

export const PHONE_MIN_DIGITS = 7;
/**
 * The seeds set no upper bound; E.164 caps a number at 15 digits, 2 of them Indonesia's 62, so the
 * courier and the payment provider never receive a number that cannot exist.
 */
export const PHONE_MAX_DIGITS = 13;

/** An Indonesian mobile number after +62: digits only, starting with 8, 7 to 13 digits. */
export function phoneProblem(digits: string): string | undefined {
  if (!digits.startsWith('8')) return CheckoutMessages.phoneStartsWith8;
  if (!/^\d+$/.test(digits)) return CheckoutMessages.phoneDigitsOnly;
  if (digits.length < PHONE_MIN_DIGITS) return CheckoutMessages.phoneTooShort;
  return digits.length > PHONE_MAX_DIGITS ? CheckoutMessages.phoneTooLong : undefined;
}

/** The phone sent to the courier: prefixed +62 when it starts with 8 (order-side seed §5). */
export function courierPhone(digits: string): string {
  return digits.startsWith('8') ? `+62${digits}` : digits;
}

/** The checkout form's fields (order-side seed §3 'Checkout form'). */
export interface CheckoutContact {
  first_name?: string;
  last_name?: string;
  email?: string;
  receiver_phone?: string;
  address?: string;
  city?: string;
  province?: string;
  postal_code?: string;
  destAreaCode?: string;
}

/** What stops 'Place My Order': the message to show, and a message per field to mark. */
export interface CheckoutProblem {
  message: string;
  fields: Record<string, string>;
}

/** Required before an order is placed, in the seed's order (order-side seed §5). */
export const CHECKOUT_REQUIRED_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'receiver_phone',
  'address',
  'city',
  'postal_code',
  'province',
  'destAreaCode',
] as const satisfies readonly (keyof CheckoutContact)[];

const MISSING_FIELD_MESSAGES: Partial<Record<keyof CheckoutContact, string>> = {
  city: CheckoutMessages.citySelectFirst,
  destAreaCode: CheckoutMessages.areaCodeRequired,
};

/**
 * The checkout's gate (order-side seed §5). A blank field or a shipping fee not above 0 gives the
 * seed's 'Please fill in all required fields and calculate shipping fee'; otherwise the first of a
 * malformed e-mail or phone gives its own message. `fields` names every problem at once, the
 * missing fee under `shippingFee`, so the form can mark them all in one pass.
 */
export function checkoutFormProblem(form: CheckoutContact, shippingFee: number): CheckoutProblem | undefined {
  const fields: Record<string, string> = {};
  for (const name of CHECKOUT_REQUIRED_FIELDS) {
    if ((form[name] ?? '').trim() === '') fields[name] = MISSING_FIELD_MESSAGES[name] ?? CheckoutMessages.fieldRequired;
  }
  if (!(Number.isFinite(shippingFee) && shippingFee > 0)) fields.shippingFee = CheckoutMessages.shippingFeeRequired;
  const incomplete = Object.keys(fields).length > 0;
  const email = form.email?.trim() ?? '';
  if (email !== '' && !isValidEmail(email)) fields.email = CheckoutMessages.emailInvalid;
  const phone = form.receiver_phone?.trim() ?? '';
  const phoneIssue = phone === '' ? undefined : phoneProblem(phone);
  if (phoneIssue) fields.receiver_phone = phoneIssue;
  const first = Object.values(fields)[0];
  if (first === undefined) return undefined;
  return { message: incomplete ? CheckoutMessages.requiredFields : first, fields };
}
