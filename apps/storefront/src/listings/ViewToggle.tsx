import type { ListingView } from '@kilau/domain';
import { ListingMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';

function GridIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="currentColor">
      <rect x="1" y="1" width="7" height="7" rx="1" />
      <rect x="10" y="1" width="7" height="7" rx="1" />
      <rect x="1" y="10" width="7" height="7" rx="1" />
      <rect x="10" y="10" width="7" height="7" rx="1" />
    </svg>
  );
}

function RowsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="currentColor">
      <rect x="1" y="2" width="16" height="4" rx="1" />
      <rect x="1" y="8" width="16" height="4" rx="1" />
      <rect x="1" y="14" width="16" height="3" rx="1" />
    </svg>
  );
}

/** The grid / rows switch of a listing (storefront seed §2). */
export function ViewToggle({ view, onView }: { view: ListingView; onView: (view: ListingView) => void }) {
  const m = useMessage();
  return (
    <span className="listing__views">
      <button
        type="button"
        className="icon-button listing__view"
        aria-label={m(ListingMessages.gridView)}
        aria-pressed={view === 'grid'}
        onClick={() => onView('grid')}
      >
        <GridIcon />
      </button>
      <button
        type="button"
        className="icon-button listing__view"
        aria-label={m(ListingMessages.rowsView)}
        aria-pressed={view === 'rows'}
        onClick={() => onView('rows')}
      >
        <RowsIcon />
      </button>
    </span>
  );
}
