import type { RefusalKind, Refused } from '../shared/refused.js';

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

/** The refusals every context uses, also at the edge (controllers, guards). */
export { forbidden, notAuthenticated, notFound } from '../shared/refused.js';

/** The one place a refusal's kind becomes an HTTP status. */
const refusalStatus: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_many: 429,
  provider_refused: 422,
  provider_failed: 502,
};

/** A refusal as an answer: the status its kind calls for, its reason code and the facts it names. */
export function fromRefusal(refusal: Refused): ShopError {
  const { detail, fields, retryAfterSeconds, body, ...rest } = refusal.extra;
  return new ShopError(refusalStatus[refusal.kind], refusal.code, refusal.message, {
    detail,
    fields,
    retryAfterSeconds,
    body: { ...rest, ...body },
  });
}
