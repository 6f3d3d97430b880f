import './login.css';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { AuthMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { useSignInLink } from './useSignInLink';

/**
 * /login/link: the one-time sign-in link of a login mail. It logs in even while codes for the
 * address are paused, then goes on like /verify does; a bad or spent link says so, with the way
 * back to /login.
 */
export default function LinkLoginPage() {
  const { t } = useTranslation('account');
  const m = useMessage();
  const failure = useSignInLink();
  return (
    <main className="page login">
      <section className="login__card" aria-labelledby="link-title">
        <h1 id="link-title" className="login__title">
          {t('Sign in')}
        </h1>
        {failure ? (
          <>
            <p className="form-error login__error" role="alert">
              {m(failure)}
            </p>
            <p className="login__resend">
              <Link to="/login">{t('Back to login')}</Link>
            </p>
          </>
        ) : (
          <p className="login__lead" role="status">
            {m(AuthMessages.signingIn)}
          </p>
        )}
      </section>
    </main>
  );
}
