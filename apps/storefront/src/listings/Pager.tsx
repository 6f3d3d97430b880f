import { ListingMessages } from '@kilau/domain';

/** Previous / Page x of y / Next (storefront seed §2). */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav className="listing__pager" aria-label="Pages">
      <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {ListingMessages.previous}
      </button>
      <span aria-live="polite">{ListingMessages.pageOf(page, pages)}</span>
      <button type="button" className="button button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {ListingMessages.next}
      </button>
    </nav>
  );
}
