import { ApiError } from '../api/http';

/**
 * The red line under a login form: the seed's headline ('Failed to verify OTP') and the service's
 * precise reason ('This code has expired. Ask for a new code.') when it gave one.
 */
export function loginErrorText(failure: unknown, fallback: string): string {
  if (!(failure instanceof ApiError)) return fallback;
  return failure.reason && failure.reason !== failure.message
    ? `${failure.message}: ${failure.reason}`
    : failure.message;
}
