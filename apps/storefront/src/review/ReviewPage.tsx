import './review.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { ReviewMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { ErrorLine, Loading } from '../ui/Status';
import { useAsync } from '../ui/useAsync';
import { reviewApi } from './review-api';
import { ReviewForm } from './ReviewForm';
import { YourOrder } from './YourOrder';

/** /review?token= — the e-mailed link's order and its one review, no login needed. */
export default function ReviewPage() {
  const { t } = useTranslation('review');
  const m = useMessage();
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <main className="page review-page">
      <h1 className="section-title">{t('Review Your Order')}</h1>
      {token ? <ReviewByLink token={token} /> : <ErrorLine text={m(ReviewMessages.missingToken)} />}
    </main>
  );
}

function ReviewByLink({ token }: { token: string }) {
  const order = useAsync((signal) => reviewApi.order(token, signal), [token]);
  const [submitted, setSubmitted] = useState(false);
  if (order.status === 'error') return <ErrorLine text={order.error.message || ReviewMessages.loadFailed} />;
  const loaded = order.status === 'done' ? order.data : null;
  if (loaded && loaded.items.length === 0 && !submitted) return <AlreadyReviewed />;
  return (
    <div className="review-layout">
      <ReviewForm
        token={token}
        order={loaded && loaded.items.length > 0 ? loaded : null}
        onDone={() => setSubmitted(true)}
      />
      {order.status === 'loading' ? <Loading text="Loading your order..." /> : loaded && <YourOrder order={loaded} />}
    </div>
  );
}

function AlreadyReviewed() {
  const { t } = useTranslation('review');
  const m = useMessage();
  return (
    <div className="review-done">
      <p className="status">{m(ReviewMessages.alreadyReviewed)}</p>
      <Link className="button button--primary" to="/">
        {t('Return to Home')}
      </Link>
    </div>
  );
}
