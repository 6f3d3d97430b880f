import { CheckoutMessages } from './messages.js';

/**
 * The virtual account and QRIS pages' numbers and clocks (order-side seed §2 'QRIS and virtual
 * account pages', §9).
 */

/** The QRIS page counts down from 10 minutes. */
export const QRIS_SECONDS = 600;

/** The virtual account page counts down from 24 hours. */
export const VIRTUAL_ACCOUNT_SECONDS = 24 * 60 * 60;

/**
 * The virtual account's admin fee, Rp 4.000, added to the order's total (order-side seed §2, §9).
 * The charge at Midtrans asks for the order's total plus the fee, with an ADMIN_FEE item line, so
 * the page, the account and the money that arrives name the same amount.
 */
export const VIRTUAL_ACCOUNT_ADMIN_FEE = 4000;

/** What the shopper transfers: the amount charged to the account (the order's total plus the fee). */
export function virtualAccountTotal(orderTotal: number): number {
  return orderTotal + VIRTUAL_ACCOUNT_ADMIN_FEE;
}

/** Whole seconds left until `deadline` (never below 0). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** A countdown as the pages show it: "09:59" under an hour, "23:59:59" from an hour on. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** The earlier of the page's own clock and the charge's expiry, so the page never promises more time than the bank gives. */
export function paymentDeadline(openedAt: number, pageSeconds: number, chargeExpiry?: string | null): number {
  const ownClock = openedAt + pageSeconds * 1000;
  const expiry = chargeExpiry ? Date.parse(chargeExpiry) : Number.NaN;
  return Number.isNaN(expiry) ? ownClock : Math.min(ownClock, expiry);
}

/** The payment pages' status line for the service's payment status (unpaid, paid, cancelled). */
export function paymentPageStatus(status: string | undefined): string {
  if (status === 'paid') return CheckoutMessages.paid;
  return status === 'cancelled' ? CheckoutMessages.paymentCancelled : CheckoutMessages.notPaid;
}

/** The legacy card form's earliest expiry: the current month, as an <input type="month"> value ("2026-11"). */
export function currentMonth(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** Whether a card expiry ("YYYY-MM") is this month or later (order-side seed §5: no further checks). */
export function isCardExpiryAllowed(expiry: string, now: Date): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(expiry) && expiry >= currentMonth(now);
}
