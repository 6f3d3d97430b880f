import { passesLuhn, SANDBOX_CARDS, type SandboxCard } from './sandbox-cards.js';

/** A card as the token call names it; only the masked number and the sandbox outcome are kept. */
export interface TokenisedCard {
  maskedCard: string;
  card: SandboxCard;
}

export type TokenRequest = { kind: 'card'; number: string; card: SandboxCard } | { kind: 'invalid'; errors: string[] };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * `GET /v2/token`'s query (card_number, card_exp_month, card_exp_year, card_cvv): Luhn, a month
 * 01-12, an expiry not in the past, a 3-4 digit CVV, and a number the sandbox knows.
 */
export function readTokenRequest(query: Record<string, unknown>, now: Date): TokenRequest {
  const number = text(query.card_number).replace(/[\s-]/g, '');
  const month = Number(text(query.card_exp_month));
  const year = Number(text(query.card_exp_year));
  const errors: string[] = [];
  if (!passesLuhn(number)) errors.push('card_number does not match with luhn algorithm');
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.push('card_exp_month must be between 01 and 12');
  else if (!Number.isInteger(year) || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    errors.push('card_exp_year must be in the future');
  if (!/^\d{3,4}$/.test(text(query.card_cvv))) errors.push('card_cvv must be 3 or 4 digits');
  const card = SANDBOX_CARDS[number];
  if (errors.length === 0 && !card) errors.push('card_number is not a sandbox test card');
  if (errors.length > 0 || !card) return { kind: 'invalid', errors };
  return { kind: 'card', number, card };
}
