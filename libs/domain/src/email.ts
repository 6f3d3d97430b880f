import { NewsletterMessages } from './messages.js';

/**
 * The seeds' "simple {email} pattern": something, an @, something, a dot, something, no spaces.
 * 254 characters is the longest address SMTP carries.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

/** Addresses compare without case and surrounding blanks: one address is one customer. */
export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}

export function isValidEmail(text: string): boolean {
  const email = text.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The newsletter form's check: the message to show, or undefined when the address is fine. */
export function emailProblem(text: string | undefined | null): string | undefined {
  if (!text || text.trim() === '') return NewsletterMessages.emailRequired;
  return isValidEmail(text) ? undefined : NewsletterMessages.emailInvalid;
}
