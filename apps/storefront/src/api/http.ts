import { AuthMessages } from '@kilau/domain';
import { authorization, COOKIE_MODE, getSession, isLoggedIn, refreshSession } from '@kilau/session';

/** A refused or failed call: the service's own wording in `message`, its reason in `detail`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly detail?: unknown,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The precise reason when the service gave one as a sentence, else the headline. */
  get reason(): string {
    return typeof this.detail === 'string' && this.detail ? this.detail : this.message;
  }
}

export interface CallOptions {
  method?: string;
  /** A JSON body, or FormData sent as multipart. */
  body?: unknown;
  /** Send the stored login; `required` fails at once with 'Not authenticated' when there is none. */
  auth?: boolean | 'required';
  /** The message used when the service answers without one (or the network fails). */
  failure?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One call to the shop's API (same origin, under /api). JSON in and out; a 401 with a stored
 * login refreshes the session quietly once and repeats the call.
 */
export async function api<T>(path: string, options: CallOptions = {}): Promise<T> {
  // a login kept from an earlier visit whose access token has run out is renewed first, so the
  // call goes out as the owner's (an order tracked by id is only the owner's to see)
  if (options.auth && getSession() && !isLoggedIn()) await refreshSession();
  const send = async (): Promise<Response> => {
    // every login call in cookie mode: the refresh token stays in the service's httpOnly cookie
    const loginCall = path.startsWith('/auth/') ? COOKIE_MODE : {};
    // the page's language (the footer's choice, kept on <html lang>): the shop mails the shopper in it
    const language = document.documentElement.lang === 'id' ? 'id' : 'en';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': language,
      ...loginCall,
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (options.auth) {
      const bearer = authorization();
      if (bearer) headers.Authorization = bearer;
      else if (options.auth === 'required') throw new ApiError(AuthMessages.notAuthenticated, 401);
    }
    try {
      return await fetch(`/api${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(options.failure ?? 'Network error', 0);
    }
  };
  let response = await send();
  if (response.status === 401 && options.auth && authorization() && (await refreshSession())) response = await send();
  return readAnswer<T>(response, options.failure);
}

async function readAnswer<T>(response: Response, failure?: string): Promise<T> {
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (response.ok) return body as T;
  const answer = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message =
    typeof answer.message === 'string' && answer.message ? answer.message : (failure ?? response.statusText);
  throw new ApiError(message, response.status, answer.error as string | undefined, answer.detail, body);
}

/** A query string from the defined values of `params`. */
export function query(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
