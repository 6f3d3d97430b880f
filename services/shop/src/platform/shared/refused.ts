/**
 * A decision's "no": the command breaks a rule and nothing was written. Deciders throw it
 * without knowing HTTP; the error filter answers 400 (invalid), 404 (not_found) or 409
 * (conflict: the state of things forbids it now), with `message` in the product's wording.
 */
export class Refused extends Error {
  constructor(
    readonly kind: 'invalid' | 'not_found' | 'conflict',
    /** Machine-readable reason, e.g. `sold_out`, `illegal_transition`. */
    readonly code: string,
    message: string,
    readonly extra: { detail?: string; fields?: Record<string, string[]>; [key: string]: unknown } = {},
  ) {
    super(message);
    this.name = 'Refused';
  }
}
