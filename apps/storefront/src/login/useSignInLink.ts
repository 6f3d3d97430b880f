import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { AuthMessages } from '@kilau/domain';
import type { LoginAnswer } from '@kilau/session';

import { api } from '../api/http';
import { completeLogin } from './complete-login';
import { loginErrorText } from './error-text';
import { readSignInLink } from './sign-in-link';

/**
 * Spends the sign-in link the page was opened with, once (it is single-use), and logs in with
 * it; answers the failure to show, or null while signing in. The token leaves the address bar
 * at once, so the browser's history does not keep it.
 */
export function useSignInLink(): string | null {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { token, next } = readSignInLink(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      setFailure(`${AuthMessages.linkFailed}: ${AuthMessages.linkInvalid}`);
      return;
    }
    api<LoginAnswer>('/auth/verify-link/', { method: 'POST', body: { token }, failure: AuthMessages.linkFailed }).then(
      (answer) => completeLogin(answer, next, navigate),
      (error: unknown) => setFailure(loginErrorText(error, AuthMessages.linkFailed)),
    );
  }, [navigate]);

  return failure;
}
