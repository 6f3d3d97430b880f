import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { emailProblem, NewsletterMessages, SHOP_EMAIL } from '@kilau/domain';
import { isLoggedIn } from '@kilau/session';

import { api, query } from '../api/http';
import { useCart } from '../cart/CartProvider';
import { INSTAGRAM_URL } from '../home/social';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useMessage } from '../i18n/useLanguage';
import { useToast } from '../ui/Toast';

/**
 * Newsletter signup, as the seed orders it: login first, then the address's format, then the
 * already-subscribed check (only for a well-formed address, and only the caller's own confirmed
 * addresses answer it), then the signup, which the service answers alike for every address and
 * confirms by mail (double opt-in).
 */
function NewsletterSignup() {
  const cart = useCart();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'info' | 'success' } | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('common');
  const m = useMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!isLoggedIn()) return cart.requireLogin(NewsletterMessages.loginRequired);
    const problem = email.trim()
      ? emailProblem(email) && NewsletterMessages.emailInvalid
      : NewsletterMessages.emailRequired;
    if (problem) return setMessage({ text: problem, tone: 'error' });
    setBusy(true);
    try {
      const known = await api<Array<{ email?: string; user_email?: string }>>(
        `/newsletters/${query({ email: email.trim() })}`,
        {
          auth: true,
          failure: NewsletterMessages.checkFailed,
        },
      );
      if (known.length > 0) return setMessage({ text: NewsletterMessages.alreadySubscribed, tone: 'info' });
      const answer = await api<{ message?: string }>('/newsletters/', {
        method: 'POST',
        auth: true,
        body: { email: email.trim() },
        failure: NewsletterMessages.subscribeFailed,
      });
      // the same answer for every address: a confirmation mail is on its way unless it is already subscribed
      const text = answer?.message || NewsletterMessages.checkInbox;
      setEmail('');
      toast(text);
      setMessage({ text, tone: 'success' });
    } catch (error) {
      setMessage({ text: (error as Error).message || NewsletterMessages.subscribeFailed, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="newsletter" onSubmit={submit} noValidate>
      <h2 className="footer__heading">{t('Join our newsletter')}</h2>
      <div className="newsletter__row">
        <input
          type="email"
          aria-label={t('Your email address')}
          placeholder={t('Your email address')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('Subscribe')}
        </button>
      </div>
      {message && (
        <p
          className={`newsletter__message newsletter__message--${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {m(message.text)}
        </p>
      )}
    </form>
  );
}

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <NewsletterSignup />
        <nav aria-label={t('Footer')}>
          <h2 className="footer__heading">Kilau</h2>
          <ul className="footer__links">
            <li>
              <Link to="/" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
                {t('About Us')}
              </Link>
            </li>
            <li>
              <Link to="/faq">{t('FAQ')}</Link>
            </li>
            <li>
              <Link to="/refund">{t('Refund Policy')}</Link>
            </li>
            <li>
              <a href={`mailto:${SHOP_EMAIL}`}>{t('Contact Us')}</a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="footer__heading">{t('Follow us')}</h2>
          <ul className="footer__links">
            <li>
              <a href={INSTAGRAM_URL} rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
            <li>
              <a href="https://www.tiktok.com/@kilau.id" rel="noopener noreferrer" target="_blank">
                TikTok
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__small">{t('© Kilau · Titanium jewellery from Indonesia')}</p>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
