import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { NewsletterMessages } from '@kilau/domain';

import { api, ApiError } from '../api/http';
import { useMessage } from '../i18n/useLanguage';
import { ErrorLine } from '../ui/Status';

const PAGES = {
  confirm: {
    title: 'Confirm your subscription',
    lead: 'Confirm that you want the Kilau newsletter at this address.',
    button: 'Confirm my subscription',
    busy: NewsletterMessages.confirming,
  },
  unsubscribe: {
    title: 'Unsubscribe',
    lead: 'Stop the Kilau newsletter at this address.',
    button: 'Unsubscribe',
    busy: NewsletterMessages.unsubscribing,
  },
} as const;

type Outcome = { tone: 'done'; text: string } | { tone: 'error'; text: string };

/**
 * /newsletter/confirm and /newsletter/unsubscribe: the links of the newsletter's mails, the token
 * in the fragment (no server log sees it). Nothing happens until the reader presses the button,
 * so a mail scanner opening the link neither subscribes nor unsubscribes anyone.
 */
export default function NewsletterLinkPage({ kind }: { kind: keyof typeof PAGES }) {
  const { t } = useTranslation('pages');
  const m = useMessage();
  const page = PAGES[kind];
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { tone: 'error', text: NewsletterMessages.linkInvalid },
  );

  const act = async () => {
    setBusy(true);
    try {
      const answer = await api<{ message: string }>(`/newsletters/${kind}/`, { method: 'POST', body: { token } });
      setOutcome({ tone: 'done', text: answer.message });
    } catch (error) {
      const text =
        error instanceof ApiError && error.status === 400 ? NewsletterMessages.linkInvalid : (error as Error).message;
      setOutcome({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page page--narrow">
      <h1 className="section-title">{t(page.title)}</h1>
      {outcome?.tone === 'done' && (
        <p className="status" role="status">
          {m(outcome.text)}
        </p>
      )}
      {outcome?.tone === 'error' && <ErrorLine text={outcome.text} />}
      {!outcome && (
        <>
          <p>{t(page.lead)}</p>
          <button type="button" className="button button--primary" onClick={act} disabled={busy}>
            {busy ? m(page.busy) : t(page.button)}
          </button>
        </>
      )}
      <p>
        <Link to="/">{t('Back to Home')}</Link>
      </p>
    </main>
  );
}
