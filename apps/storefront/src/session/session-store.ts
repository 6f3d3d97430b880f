/**
 * The login kept in the browser (storefront seed §3: token, refreshToken, email, user.id,
 * expiresAt from the access token's expiry claim). One store for the whole tab: the API client
 * reads the bearer from it, React reads it through `useSession`, and other tabs' changes arrive
 * by the `storage` event. The access token is refreshed quietly a minute before it expires;
 * tabs take turns through a Web Lock, because a refresh token is single-use and a second tab
 * presenting the same one would make the service revoke the whole login.
 */
export interface StoredSession {
  token: string;
  refreshToken: string;
  email: string;
  user: { id: number; email: string };
  /** ms since the epoch, from the access token's `exp`. */
  expiresAt: number;
}

export interface LoginAnswer {
  access: string;
  refresh: string;
  user: { id: number; email: string };
}

const KEY = 'kilau.auth';
const REFRESH_AHEAD_MS = 60_000;

const listeners = new Set<() => void>();
let current: StoredSession | null = read();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function read(): StoredSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as StoredSession) : null;
    return parsed && typeof parsed.token === 'string' && typeof parsed.expiresAt === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

/** The `exp` claim of a JWT, in ms; 0 when it cannot be read. */
export function tokenExpiry(jwt: string): number {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: number }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
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

export function storeLogin(answer: LoginAnswer): void {
  publish(
    {
      token: answer.access,
      refreshToken: answer.refresh,
      email: answer.user.email,
      user: answer.user,
      expiresAt: tokenExpiry(answer.access),
    },
    true,
  );
}

export function clearSession(): void {
  publish(null, true);
}

/**
 * A new access token for the stored refresh token. True when the tab ends up logged in, whether
 * this tab or another one did the refreshing.
 */
export async function refreshSession(): Promise<boolean> {
  const attempted = current?.refreshToken;
  if (!attempted) return false;
  const run = async (): Promise<boolean> => {
    const latest = read();
    // another tab refreshed while this one waited for the lock: take its tokens
    if (latest && latest.refreshToken !== attempted) {
      publish(latest, false);
      return isLoggedIn(latest);
    }
    try {
      const response = await fetch('/api/auth/refresh/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh: attempted }),
      });
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
  if (!current?.refreshToken) return;
  const wait = Math.max(0, current.expiresAt - Date.now() - REFRESH_AHEAD_MS);
  // timers longer than ~24 days overflow; an access token never lives that long
  refreshTimer = setTimeout(() => void refreshSession(), Math.min(wait, 2 ** 31 - 1));
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) publish(read(), false);
  });
  scheduleRefresh();
}
