import { AuthMessages } from '@kilau/domain';

import { api } from '../api/http';
import { keepPendingLogin, type PendingLogin } from './pending-login';

/** Asks the shop to mail a login code (storefront seed §7) and remembers whom it went to. */
export async function requestLoginCode(email: string, next?: string): Promise<PendingLogin> {
  await api('/auth/request-otp/', { method: 'POST', body: { email }, failure: AuthMessages.requestFailed });
  const pending: PendingLogin = { email, sentAt: Date.now(), ...(next ? { next } : {}) };
  keepPendingLogin(pending);
  return pending;
}
