import type { NavigateFunction } from 'react-router';

import { isConsoleReturnPath } from '@kilau/domain';
import { type LoginAnswer, storeLogin } from '@kilau/session';

import { forgetPendingLogin } from './pending-login';

/**
 * What a login by code and a login by link end in alike: the login kept (useSession then asks
 * GET /api/auth/me/ for the staff flag), then the page that sent the shopper or staff member
 * here: a console page (outside this app) loaded afresh, a storefront page (My orders, a tracking
 * page's Pay Now) within the app; else the home page with the logged-in message.
 */
export function completeLogin(answer: LoginAnswer, next: string | undefined, navigate: NavigateFunction): void {
  forgetPendingLogin();
  storeLogin(answer);
  if (next && isConsoleReturnPath(next)) window.location.assign(next);
  else navigate(next ?? '/', { replace: true, state: { loggedIn: true } });
}
