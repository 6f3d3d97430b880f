import './login.css';

import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { AuthMessages } from '@kilau/domain';

import { useSession } from '../session/useSession';
import { returnPath } from './after-login';
import { loginErrorText } from './error-text';
import { requestLoginCode } from './request-code';

/**
 * /login (storefront seed §2 'Login screens'): the e-mail, Continue (disabled while empty or
 * sending), then /verify with the address. No password exists.
 */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const next = returnPath(useLocation().search);
  const { loggedIn, session } = useSession();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || sending) return;
    setSending(true);
    setError(null);
    try {
      const pending = await requestLoginCode(address, next);
      navigate('/verify', { state: pending });
    } catch (failure) {
      setError(loginErrorText(failure, AuthMessages.requestFailed));
      setSending(false);
    }
  };

  return (
    <main className="page login">
      <section className="login__card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="login__title">
          {t('Login')}
        </h1>
        {loggedIn && (
          <p className="login__note">
            {t('You are logged in as {{email}}.', { email: session?.email })}{' '}
            <Link to="/">{t('Continue shopping')}</Link>
          </p>
        )}
        <p className="login__lead">{t('Enter your email and we will send you a 4-digit code. No password needed.')}</p>
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('Email address')}</label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <button type="submit" className="button button--primary login__submit" disabled={!email.trim() || sending}>
            {sending ? t('Sending...') : t('Continue')}
          </button>
          {error && (
            <p id={`${id}-error`} className="form-error login__error" role="alert">
              {error}
            </p>
          )}
        </form>
      </section>
    </main>
  );
}
