import { useTranslation } from 'react-i18next';

import { ListingMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';

/** Previous / Page x of y / Next (storefront seed §2). */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('catalogue');
  const m = useMessage();
  return (
    <nav className="listing__pager" aria-label={t('Pages')}>
      <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m(ListingMessages.previous)}
      </button>
      <span aria-live="polite">{m(ListingMessages.pageOf(page, pages))}</span>
      <button type="button" className="button button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m(ListingMessages.next)}
      </button>
    </nav>
  );
}
