/**
 * The e-mail the /verify screen works with and when its code was sent. It comes by navigation
 * state from /login and is kept in sessionStorage so a reload of /verify keeps the address and
 * the countdown (the tab's own storage: another tab starts its own login).
 */
export interface PendingLogin {
  email: string;
  /** ms since the epoch when the code was asked for. */
  sentAt: number;
  /** The page to return to once logged in (see after-login.ts). */
  next?: string;
}

const KEY = 'kilau.pending-login';

function isPending(value: unknown): value is PendingLogin {
  const candidate = value as PendingLogin | null;
  return (
    !!candidate && typeof candidate.email === 'string' && !!candidate.email && typeof candidate.sentAt === 'number'
  );
}

/** From the navigation state first, else from this tab's storage. */
export function readPendingLogin(state: unknown): PendingLogin | null {
  if (isPending(state)) return state;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isPending(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function keepPendingLogin(pending: PendingLogin): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // storage refused (private mode): the navigation state still carries it
  }
}

export function forgetPendingLogin(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
