import './login.css';

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';

import { AuthMessages, minutesSeconds } from '@kilau/domain';
import type { LoginAnswer } from '@kilau/session';

import { api } from '../api/http';
import { useMessage } from '../i18n/useLanguage';
import { type CodeDigits, completeCode, EMPTY_CODE } from './code-digits';
import { CodeBoxes } from './CodeBoxes';
import { completeLogin } from './complete-login';
import { loginErrorText } from './error-text';
import { type PendingLogin, readPendingLogin } from './pending-login';
import { requestLoginCode } from './request-code';
import { useSecondsLeft } from './useSecondsLeft';

/**
 * /verify (storefront seed §2 'Login screens', §4, §5): the four-digit code mailed to the address
 * from /login, counting down its five minutes. Without an address the shopper goes back to /login.
 */
export default function VerifyPage() {
  const location = useLocation();
  const [pending, setPending] = useState(() => readPendingLogin(location.state));
  const [resent, setResent] = useState(false);
  if (!pending) return <Navigate to="/login" replace />;
  const onResent = (next: PendingLogin) => {
    setPending(next);
    setResent(true);
  };
  // a new code starts a fresh form: empty boxes, a new five minutes
  return <VerifyForm key={pending.sentAt} pending={pending} resent={resent} onResent={onResent} />;
}

interface VerifyFormProps {
  pending: PendingLogin;
  resent: boolean;
  onResent(next: PendingLogin): void;
}

function VerifyForm({ pending, resent, onResent }: VerifyFormProps) {
  const { t } = useTranslation('account');
  const m = useMessage();
  const navigate = useNavigate();
  const left = useSecondsLeft(pending.sentAt);
  const [digits, setDigits] = useState<CodeDigits>(EMPTY_CODE);
  const [busy, setBusy] = useState<'verifying' | 'sending' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const code = completeCode(digits);
  const expired = left <= 0;

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!code || busy || expired) return;
    setBusy('verifying');
    setError(null);
    try {
      const answer = await api<LoginAnswer>('/auth/verify-otp/', {
        method: 'POST',
        body: { email: pending.email, code },
        failure: AuthMessages.verifyFailed,
      });
      completeLogin(answer, pending.next, navigate);
    } catch (failure) {
      setError(loginErrorText(failure, AuthMessages.verifyFailed));
      setBusy(null);
    }
  };

  const sendNewCode = async () => {
    setBusy('sending');
    setError(null);
    try {
      onResent(await requestLoginCode(pending.email, pending.next));
    } catch (failure) {
      setError(loginErrorText(failure, AuthMessages.requestFailed));
      setBusy(null);
    }
  };

  return (
    <main className="page login">
      <section className="login__card" aria-labelledby="verify-title">
        <h1 id="verify-title" className="login__title">
          {t('Enter your code')}
        </h1>
        <p className="login__lead">{m(AuthMessages.codeSentTo(pending.email))}</p>
        {resent && (
          <p className="login__note" role="status">
            {m(AuthMessages.codeResent)}
          </p>
        )}
        <form onSubmit={verify} noValidate>
          <CodeBoxes digits={digits} onChange={setDigits} disabled={busy === 'verifying'} />
          <p className={`login__timer${expired ? ' login__timer--expired' : ''}`} role="timer" aria-live="off">
            {expired
              ? `${minutesSeconds(0)} · ${m(AuthMessages.codeExpired)}`
              : t('Code expires in {{left}}', { left: minutesSeconds(left) })}
          </p>
          <button type="submit" className="button button--primary login__submit" disabled={!code || !!busy || expired}>
            {busy === 'verifying' ? t('Verifying...') : t('Verify')}
          </button>
          {error && (
            <p className="form-error login__error" role="alert">
              {error}
            </p>
          )}
        </form>
        <p className="login__resend">
          {expired ? '' : `${t("Didn't get the code?")} `}
          <button type="button" className="login__link-button" onClick={sendNewCode} disabled={!!busy}>
            {busy === 'sending' ? t('Sending...') : t('Send a new code')}
          </button>
        </p>
        <p className="login__resend">
          <Link to="/login">{t('Use another email')}</Link>
        </p>
      </section>
    </main>
  );
}
