import type { ShippingForm } from './checkout-lines';

/**
 * One checkout attempt, kept in sessionStorage so a retry (or a reload of the page) reuses the
 * order already placed for the same selected lines instead of placing a second one (order-side
 * seed §4: "an order is created once (kept and reused on retry)"). The Idempotency-Key makes
 * the service answer the same order even when the first answer was lost on the way.
 */
export interface CheckoutAttempt {
  /** The selected lines (`selectionKey`) this attempt belongs to. */
  selection: string;
  idempotencyKey: string;
  /** Set once the order is placed, with what it was placed with. */
  order?: { id: number; totalPrice: number; form: ShippingForm; shippingFee: number };
  /** The Snap token of the order's open payment attempt. */
  token?: string;
}

const KEY = 'kilau.checkout';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The stored attempt for this selection, or a fresh one with a new key. */
export function loadAttempt(selection: string): CheckoutAttempt {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as CheckoutAttempt | null;
    if (stored && stored.selection === selection && typeof stored.idempotencyKey === 'string') return stored;
  } catch {
    // storage unreadable: start afresh
  }
  return { selection, idempotencyKey: newKey() };
}

export function saveAttempt(attempt: CheckoutAttempt): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(attempt));
  } catch {
    // private mode without storage: the attempt still lives in the page's state
  }
}

/** A refused order placement: the next try is a new request, so it gets a new key. */
export function withNewKey(attempt: CheckoutAttempt): CheckoutAttempt {
  return { ...attempt, idempotencyKey: newKey() };
}

export function forgetAttempt(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
