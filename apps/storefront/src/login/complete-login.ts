import type { NavigateFunction } from 'react-router';

import { type LoginAnswer, storeLogin } from '../session/session-store';
import { forgetPendingLogin } from './pending-login';

/**
 * What a login by code and a login by link end in alike: the login kept (useSession then asks
 * GET /api/auth/me/ for the staff flag), then the console page that sent a staff member here (a
 * page outside this app), or the home page with the logged-in message.
 */
export function completeLogin(answer: LoginAnswer, next: string | undefined, navigate: NavigateFunction): void {
  forgetPendingLogin();
  storeLogin(answer);
  if (next) window.location.assign(next);
  else navigate('/', { replace: true, state: { loggedIn: true } });
}
