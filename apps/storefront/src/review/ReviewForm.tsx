import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  isReviewComplete,
  isReviewImageType,
  REVIEW_IMAGE_TYPES,
  REVIEW_STARS,
  ReviewMessages,
  reviewText,
} from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { Dialog } from '../ui/Dialog';
import { ErrorLine } from '../ui/Status';
import { reviewApi, reviewedIds, type ReviewOrder } from './review-api';

/** The left panel: stars, text, an optional picture, a confirmation, then the one submission. */
export function ReviewForm({ token, order, onDone }: { token: string; order: ReviewOrder | null; onDone: () => void }) {
  const { t } = useTranslation('review');
  const m = useMessage();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [problem, setProblem] = useState('');
  const [thanks, setThanks] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const ready = order !== null && isReviewComplete({ rating, text });

  const send = async () => {
    if (!order) return;
    setConfirming(false);
    setSending(true);
    const form = new FormData();
    form.set('token', token);
    form.set('rating', String(rating));
    form.set('review_text', reviewText(text));
    const ids = reviewedIds(order.items);
    for (const [field, list] of Object.entries(ids)) form.set(field, list.join(','));
    if (image) form.set('image', image);
    try {
      await reviewApi.submit(token, form);
      setRating(0);
      setText('');
      setImage(null);
      setFileKey((k) => k + 1);
      setThanks(true);
      onDone();
    } catch (error) {
      setProblem((error as Error).message || ReviewMessages.submitFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="review-form-title">
      <h2 id="review-form-title" className="panel__title">
        {t('Leave a Review')}
      </h2>
      {thanks && (
        <p className="status review-thanks" role="status">
          {m(ReviewMessages.thanks)}
        </p>
      )}
      <form
        className="review-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) setProblem(ReviewMessages.incomplete);
          else {
            setProblem('');
            setConfirming(true);
          }
        }}
      >
        <fieldset className="review-stars">
          <legend>{t('Rating')}</legend>
          {Array.from({ length: REVIEW_STARS }, (_, i) => i + 1).map((star) => (
            <label key={star} className={star <= rating ? 'review-star review-star--on' : 'review-star'}>
              <input
                type="radio"
                name="rating"
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="review-text">{t('Your Review')}</label>
          <textarea id="review-text" rows={5} required value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="review-image">{t('Photo (optional)')}</label>
          <input
            key={fileKey}
            id="review-image"
            type="file"
            accept={REVIEW_IMAGE_TYPES.join(',')}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              if (file && !isReviewImageType(file.type)) {
                setImage(null);
                setFileKey((k) => k + 1);
                setProblem(ReviewMessages.imageTypeOnly);
              } else setImage(file);
            }}
          />
        </div>
        {problem && <ErrorLine text={problem} />}
        <button
          type="submit"
          className="button button--primary"
          disabled={sending || order === null}
          aria-disabled={!ready}
        >
          {t('Submit Review')}
        </button>
      </form>
      <Dialog
        open={confirming}
        title={t('Submit Review')}
        onClose={() => setConfirming(false)}
        actions={[
          { label: t('Cancel'), onClick: () => setConfirming(false) },
          { label: t('Confirm'), onClick: () => void send(), primary: true },
        ]}
      >
        <p>{m(ReviewMessages.confirmSubmit)}</p>
      </Dialog>
    </section>
  );
}
