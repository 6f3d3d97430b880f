/**
 * The application's one word for "no": a command or query refuses, and nothing was written. The
 * kinds say why in the shop's terms; only the HTTP edge turns a kind into a status
 * (platform/http/shop-error.ts `fromRefusal`), so deciders, handlers and queries know no HTTP.
 */
export type RefusalKind =
  /** the request itself breaks a rule (a field, a code, a link) */
  | 'invalid'
  /** nobody, or nobody known, is asking */
  | 'unauthenticated'
  /** the caller may not do this */
  | 'forbidden'
  /** what was named does not exist, or is not the caller's */
  | 'not_found'
  /** the state of things forbids it now (sold out, already paid, a transition not allowed) */
  | 'conflict'
  /** it existed and is spent for good (a used or expired link) */
  | 'gone'
  /** asked too often: wait (`retryAfterSeconds`) */
  | 'too_many'
  /** a provider (J&T, Midtrans) considered the request and said no */
  | 'provider_refused'
  /** a provider could not be reached or failed to answer */
  | 'provider_failed';

export interface RefusalExtra {
  /** a sentence more than the message */
  detail?: string;
  /** field errors in the seeds' form shape (`{ email: ['...'] }`) */
  fields?: Record<string, string[]>;
  /** when asking again makes sense */
  retryAfterSeconds?: number;
  /** more machine-readable facts for the caller, answered beside the message */
  body?: Record<string, unknown>;
  [key: string]: unknown;
}

export class Refused extends Error {
  constructor(
    readonly kind: RefusalKind,
    /** Machine-readable reason, e.g. `sold_out`, `illegal_transition`. */
    readonly code: string,
    message: string,
    readonly extra: RefusalExtra = {},
  ) {
    super(message);
    this.name = 'Refused';
  }
}

export const notFound = (message: string) => new Refused('not_found', 'not_found', message);

export const notAuthenticated = (message = 'Not authenticated', detail?: string) =>
  new Refused('unauthenticated', 'not_authenticated', message, { detail });

export const forbidden = (detail: string) =>
  new Refused('forbidden', 'forbidden', 'You do not have permission to do this', { detail });
