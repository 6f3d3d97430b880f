import { fetchUtils, HttpError } from 'react-admin';

import { authorization, refreshSession } from '@kilau/session';

/** The service's REST surface for the console (ra-data-simple-rest conventions). */
export const ADMIN_API = '/api/admin';

/**
 * react-admin's fetch with the stored login's bearer. An answer of 401 gets one quiet refresh of
 * the login (another tab may have rotated it) and one more try; a second 401 is the caller's.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const call = () => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const bearer = authorization();
    if (bearer) headers.set('Authorization', bearer);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401 && (await refreshSession())) return call();
    throw error;
  }
}

/** The message the service put in an error answer (its `message`, else `detail`), for dialogs. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown; detail?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
    if (typeof body?.detail === 'string' && body.detail) return body.detail;
    return error.message || fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
