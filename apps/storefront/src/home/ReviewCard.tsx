import { useTranslation } from 'react-i18next';

import { type Language, localeOf } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';
import { Picture } from '../ui/Picture';
import type { Review } from './home-api';
import { Stars } from './Stars';

const dateFormats = {
  en: new Intl.DateTimeFormat(localeOf('en'), { day: 'numeric', month: 'long', year: 'numeric' }),
  id: new Intl.DateTimeFormat(localeOf('id'), { day: 'numeric', month: 'long', year: 'numeric' }),
};

function shownDate(text: string, language: Language): string {
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? '' : dateFormats[language].format(at);
}

/** One review: who, when, the stars, the text and the shopper's photo when there is one. */
export function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <article className="review-card">
      <header className="review-card__head">
        <span className="review-card__name">{review.user_name}</span>
        <time className="review-card__date" dateTime={review.uploaded_at}>
          {shownDate(review.uploaded_at, language)}
        </time>
      </header>
      <Stars rating={review.rating} />
      <p className="review-card__text">{review.review_text}</p>
      {review.image && (
        <Picture
          className="review-card__picture"
          src={review.image}
          variants={review.image_variants}
          sizes="(min-width: 700px) 320px, 90vw"
          alt={t('Photo by {{name}}', { name: review.user_name })}
        />
      )}
    </article>
  );
}
