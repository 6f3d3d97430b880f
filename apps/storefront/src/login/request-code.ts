import { AuthMessages } from '@kilau/domain';

import { api } from '../api/http';
import { keepPendingLogin, type PendingLogin } from './pending-login';

/**
 * Asks the shop to mail a login code (storefront seed §7) and remembers whom it went to. The
 * console page to return to goes along, for the mail's sign-in link.
 */
export async function requestLoginCode(email: string, next?: string): Promise<PendingLogin> {
  const body = next ? { email, next } : { email };
  await api('/auth/request-otp/', { method: 'POST', body, failure: AuthMessages.requestFailed });
  const pending: PendingLogin = { email, sentAt: Date.now(), ...(next ? { next } : {}) };
  keepPendingLogin(pending);
  return pending;
}
