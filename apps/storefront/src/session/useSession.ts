import { useEffect, useState, useSyncExternalStore } from 'react';

import { api } from '../api/http';
import { getSession, isLoggedIn, type StoredSession, subscribe } from './session-store';

export interface SessionView {
  session: StoredSession | null;
  loggedIn: boolean;
  /** From the profile call (`GET /api/auth/me/`); false until it answers. */
  isStaff: boolean;
}

/** The login as React sees it; re-renders when it changes here or in another tab. */
export function useSession(): SessionView {
  const session = useSyncExternalStore(subscribe, getSession, () => null);
  const loggedIn = isLoggedIn(session);
  const [staffOf, setStaffOf] = useState<{ token: string; isStaff: boolean } | null>(null);
  const token = loggedIn ? session!.token : null;
  useEffect(() => {
    if (!token) return;
    let live = true;
    api<{ is_staff: boolean }>('/auth/me/', { auth: true })
      .then((me) => live && setStaffOf({ token, isStaff: !!me.is_staff }))
      .catch(() => live && setStaffOf({ token, isStaff: false }));
    return () => {
      live = false;
    };
  }, [token]);
  return { session, loggedIn, isStaff: !!token && staffOf?.token === token && staffOf.isStaff };
}
