/**
 * The login kept in the browser (storefront seed §3: token, email, user.id, expiresAt from the
 * access token's expiry claim). The seed's refreshToken is not kept here: the service sets it in
 * an httpOnly cookie no script can read, so a script injected into a page can use a login while
 * the page is open but cannot carry it away. One store for the whole tab: the API client reads
 * the bearer from it, React reads it through `useSession`, and other tabs' changes arrive by the
 * `storage` event. The access token is refreshed quietly through the cookie before it expires (or
 * at once when a page opens after it expired); tabs take turns through a Web Lock, because a
 * refresh token is single-use and a second tab presenting the same cookie would make the service
 * revoke the whole login.
 */
export interface StoredSession {
  token: string;
  email: string;
  user: { id: number; email: string };
  /** ms since the epoch, from the access token's `exp`. */
  expiresAt: number;
}

/** A login answer in cookie mode: the refresh token went into the cookie. */
export interface LoginAnswer {
  access: string;
  user: { id: number; email: string };
}

/**
 * Sent with every login call (`api()` adds it to every /auth/ call; refresh and logout here): the
 * service then keeps the refresh token in its cookie, answers without it, and reads it back
 * from the cookie.
 */
export const COOKIE_MODE: Record<string, string> = { 'X-Refresh-Mode': 'cookie' };

const KEY = 'kilau.auth';
const REFRESH_AHEAD_MS = 60_000;

const listeners = new Set<() => void>();
/** A refresh token an earlier storefront left in storage: traded once for the cookie, then gone. */
let legacyRefreshToken: string | undefined;
let current: StoredSession | null = read();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function read(): StoredSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as StoredSession & { refreshToken?: unknown }) : null;
    if (!parsed || typeof parsed.token !== 'string' || typeof parsed.expiresAt !== 'number') return null;
    if (!('refreshToken' in parsed)) return parsed;
    const { refreshToken, ...session } = parsed;
    if (typeof refreshToken === 'string') legacyRefreshToken = refreshToken;
    localStorage.setItem(KEY, JSON.stringify(session));
    return session;
  } catch {
    return null;
  }
}

/** A time claim (`exp`, `iat`) of a JWT, in ms; 0 when it cannot be read. */
function claimMs(jwt: string, claim: 'exp' | 'iat'): number {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const value = (JSON.parse(json) as Record<string, unknown>)[claim];
    return typeof value === 'number' ? value * 1000 : 0;
  } catch {
    return 0;
  }
}

/** The `exp` claim of a JWT, in ms; 0 when it cannot be read. */
export const tokenExpiry = (jwt: string): number => claimMs(jwt, 'exp');

/**
 * How long before its expiry an access token is refreshed: a minute, or a quarter of its life
 * when it lives less than four minutes (ACCESS_TOKEN_TTL), so a short-lived token is not
 * refreshed again the moment it arrives.
 */
export function refreshLead(jwt: string): number {
  const life = tokenExpiry(jwt) - claimMs(jwt, 'iat');
  return life > 0 ? Math.min(REFRESH_AHEAD_MS, life / 4) : REFRESH_AHEAD_MS;
}

function publish(next: StoredSession | null, persist: boolean): void {
  current = next;
  if (persist) {
    if (next) localStorage.setItem(KEY, JSON.stringify(next));
    else localStorage.removeItem(KEY);
  }
  scheduleRefresh();
  for (const listener of listeners) listener();
}

export function getSession(): StoredSession | null {
  return current;
}

/** Logged in: stored auth data whose access token has not expired. */
export function isLoggedIn(session: StoredSession | null = current, now = Date.now()): boolean {
  return !!session && session.expiresAt > now;
}

export function authorization(): string | undefined {
  return isLoggedIn() ? `Bearer ${current!.token}` : undefined;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a login answered in cookie mode (any `refresh` in it is not kept). */
export function storeLogin(answer: LoginAnswer): void {
  publish(
    { token: answer.access, email: answer.user.email, user: answer.user, expiresAt: tokenExpiry(answer.access) },
    true,
  );
}

export function clearSession(): void {
  publish(null, true);
}

/**
 * A POST to a login call in cookie mode. A refresh token an earlier storefront left in storage
 * goes in the body this once (the service then moves the login into its cookie).
 */
async function cookieModeCall(path: string): Promise<Response> {
  const legacy = legacyRefreshToken;
  legacyRefreshToken = undefined;
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { ...COOKIE_MODE, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(legacy ? { refresh: legacy } : {}),
    });
  } catch (error) {
    legacyRefreshToken ??= legacy;
    throw error;
  }
}

/** Logs out here and at the service, which revokes the login and clears its cookie. */
export async function logOut(): Promise<void> {
  const call = cookieModeCall('/api/auth/logout/');
  clearSession();
  await call.catch(() => undefined);
}

/**
 * A new access token through the refresh cookie. True when the tab ends up logged in, whether
 * this tab or another one did the refreshing.
 */
export async function refreshSession(): Promise<boolean> {
  const attempted = current?.token;
  if (!attempted) return false;
  const run = async (): Promise<boolean> => {
    const latest = read();
    // another tab refreshed (or logged out) while this one waited for the lock: take its state
    if (!latest || latest.token !== attempted) {
      publish(latest, false);
      return isLoggedIn(latest);
    }
    try {
      const response = await cookieModeCall('/api/auth/refresh/');
      if (response.ok) {
        storeLogin((await response.json()) as LoginAnswer);
        return true;
      }
      if (response.status === 401 || response.status === 400) clearSession();
      return false;
    } catch {
      return false; // offline: keep the login, try again later
    }
  };
  return navigator.locks ? navigator.locks.request('kilau-session-refresh', run) : run();
}

function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  if (!current) return;
  // a token left by an earlier storefront is traded for the cookie at once
  const wait = legacyRefreshToken ? 0 : Math.max(0, current.expiresAt - Date.now() - refreshLead(current.token));
  // timers longer than ~24 days overflow; an access token never lives that long
  refreshTimer = setTimeout(() => void refreshSession(), Math.min(wait, 2 ** 31 - 1));
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) publish(read(), false);
  });
  scheduleRefresh();
}
