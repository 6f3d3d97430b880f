import type { AuthProvider } from 'react-admin';

import { staffName } from '@kilau/domain';
import { getSession, isLoggedIn, logOut, refreshSession } from '@kilau/session';

import { httpClient } from './http';

/**
 * The console's guard (order-side seed §6): no stored session goes to the storefront's /login,
 * a profile without the staff flag goes to /, and so does any failure of the profile check. The
 * login itself is the storefront's e-mailed code; both apps share the stored session.
 */

/** Where a refused visitor is sent: outside the console, so react-admin gets an absolute URL. */
const away = (path: string) => `${window.location.origin}${path}`;

/** The storefront's login, told to come back to this console page afterwards. */
const loginPath = () => `/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`;

/**
 * Where the guard is sending someone: react-admin then calls logout (more than once, some calls
 * without the destination), which must go there too and must not end a customer's login.
 */
let leavingTo: string | undefined;

function refuse(path: string): never {
  leavingTo = away(path);
  throw { redirectTo: leavingTo, message: false };
}

/** The staff flag of the stored login, asked once per access token. */
let checked: { token: string; isStaff: boolean } | undefined;

async function isStaff(): Promise<boolean> {
  const token = getSession()?.token;
  if (!token) return false;
  if (checked?.token !== token) {
    const { json } = await httpClient('/api/auth/me/');
    checked = { token, isStaff: (json as { is_staff?: boolean }).is_staff === true };
  }
  return checked.isStaff;
}

export const authProvider: AuthProvider = {
  // the console has no login form of its own: the storefront's /login is the way in
  login: async () => undefined,

  async checkAuth() {
    if (!isLoggedIn() && !(getSession() && (await refreshSession()))) refuse(loginPath());
    let staff = false;
    try {
      staff = await isStaff();
    } catch {
      refuse('/');
    }
    if (!staff) refuse('/');
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) refuse(loginPath());
    if (error?.status === 403) refuse('/');
  },

  async logout() {
    if (leavingTo) return leavingTo;
    checked = undefined;
    await logOut();
    return away('/login');
  },

  async getIdentity() {
    const session = getSession();
    return { id: session?.user.id ?? 0, fullName: staffName(session?.email) };
  },
};
