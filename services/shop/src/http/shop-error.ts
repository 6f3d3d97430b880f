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
