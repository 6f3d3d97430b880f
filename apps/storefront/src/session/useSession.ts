import { useEffect, useState, useSyncExternalStore } from 'react';

import { AuthMessages } from '@kilau/domain';
import { getSession, isLoggedIn, type StoredSession, subscribe } from '@kilau/session';

import { api } from '../api/http';

export interface SessionView {
  session: StoredSession | null;
  loggedIn: boolean;
  /** From the profile call (`GET /api/auth/me/`); false until it answers. */
  isStaff: boolean;
  /** 'Failed to fetch user details' when the profile call failed for this login (storefront seed §8). */
  profileError: string | null;
}

/** The login as React sees it; re-renders when it changes here or in another tab. */
export function useSession(): SessionView {
  const session = useSyncExternalStore(subscribe, getSession, () => null);
  const loggedIn = isLoggedIn(session);
  const [staffOf, setStaffOf] = useState<{ token: string; isStaff: boolean; failed?: boolean } | null>(null);
  const token = loggedIn ? session!.token : null;
  useEffect(() => {
    if (!token) return;
    let live = true;
    api<{ is_staff: boolean }>('/auth/me/', { auth: true, failure: AuthMessages.profileFailed })
      .then((me) => live && setStaffOf({ token, isStaff: !!me.is_staff }))
      // not staff until the profile says so; the failure is told, not swallowed
      .catch(() => live && setStaffOf({ token, isStaff: false, failed: true }));
    return () => {
      live = false;
    };
  }, [token]);
  const mine = !!token && staffOf?.token === token;
  return {
    session,
    loggedIn,
    isStaff: mine && staffOf.isStaff,
    profileError: mine && staffOf.failed ? AuthMessages.profileFailed : null,
  };
}
