import type { Refused } from '../shared/refused.js';

/**
 * A refusal the shopper or the console should see: an HTTP status, a machine-readable `error`
 * code, the product's wording in `message`, and optionally a `detail` sentence and field errors
 * (`{ email: ['...'] }`, the shape the seeds' forms read).
 */
export class ShopError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: {
      detail?: string;
      fields?: Record<string, string[]>;
      retryAfterSeconds?: number;
      /** More machine-readable facts for the caller, e.g. which item sold out. */
      body?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'ShopError';
  }
}

export const notFound = (message: string) => new ShopError(404, 'not_found', message);

export const notAuthenticated = (message = 'Not authenticated', detail?: string) =>
  new ShopError(401, 'not_authenticated', message, { detail });

export const forbidden = (detail: string) =>
  new ShopError(403, 'forbidden', 'You do not have permission to do this', { detail });

const refusalStatus: Record<Refused['kind'], number> = { invalid: 400, not_found: 404, conflict: 409 };

/** A decision's refusal as an answer: 400, 404 or 409 by its kind, with its reason code and the facts it names. */
export function fromRefusal(refusal: Refused): ShopError {
  const { detail, fields, ...rest } = refusal.extra;
  return new ShopError(refusalStatus[refusal.kind], refusal.code, refusal.message, { detail, fields, body: rest });
}
