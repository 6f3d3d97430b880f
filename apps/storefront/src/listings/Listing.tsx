import { useRef, useState } from 'react';

import {
  applyListingFilters,
  charmGroups,
  clampPage,
  LISTING_PAGE_SIZE,
  type ListingFilters,
  ListingMessages,
  type ListingView,
  type MaterialFilter,
  NO_FILTERS,
  pageCount,
  pageOf,
} from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { Empty } from '../ui/Status';
import type { ListingEntry } from './entries';
import { FilterDialog } from './FilterDialog';
import { Pager } from './Pager';
import { ProductCard } from './ProductCard';
import { type AddOptions, useListingAdd } from './useListingAdd';
import { ViewToggle } from './ViewToggle';

export interface ListingProps {
  entries: readonly ListingEntry[];
  countText: (count: number) => string;
  emptyText: string;
  /** The Material choices of the Filters dialog; without them there is no Filters button. */
  materials?: readonly MaterialFilter[];
  /** The charms page shows each page under its material headings. */
  grouped?: boolean;
  showStockCount?: boolean;
  ratingDecimals?: 0 | 1;
  add?: AddOptions;
}

/**
 * The one listing every catalogue list shares (storefront seed §2, §4): count, grid/rows toggle,
 * Filters dialog, cards and the pager. Page size is 12 in the grid and 8 in rows.
 */
export function Listing(props: ListingProps) {
  const m = useMessage();
  const { entries, countText, emptyText, materials, grouped, showStockCount, ratingDecimals } = props;
  const [view, setView] = useState<ListingView>('grid');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<ListingFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const addFor = useListingAdd(props.add);

  const shown = applyListingFilters(entries, filters);
  const size = LISTING_PAGE_SIZE[view];
  const current = clampPage(page, shown.length, size);
  const onPage = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const apply = (next: ListingFilters, close: boolean) => {
    setFilters(next);
    setPage(1);
    if (close) setFiltersOpen(false);
  };
  const cards = (list: readonly ListingEntry[]) => (
    <ul className={`listing__grid${view === 'rows' ? ' listing__grid--rows' : ''}`}>
      {list.map((entry) => (
        <li key={entry.key}>
          <ProductCard
            item={{ ...entry.card, ratingDecimals }}
            view={view}
            showStockCount={showStockCount}
            {...addFor(entry)}
          />
        </li>
      ))}
    </ul>
  );
  const onPageItems = pageOf(shown, current, size);

  return (
    <div className="listing" ref={top}>
      <div className="listing__bar">
        <p className="listing__count">{countText(shown.length)}</p>
        <div className="listing__tools">
          {materials && (
            <button type="button" className="button button--small" onClick={() => setFiltersOpen(true)}>
              {m(ListingMessages.filters)}
            </button>
          )}
          <ViewToggle
            view={view}
            onView={(next) => {
              setView(next);
              setPage(1);
            }}
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <Empty text={emptyText} />
      ) : grouped ? (
        charmGroups(onPageItems).map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2 className="listing__group-title">{group.title}</h2>
            {cards(group.items)}
          </section>
        ))
      ) : (
        cards(onPageItems)
      )}
      {shown.length > 0 && <Pager page={current} pages={pageCount(shown.length, size)} onPage={onPage} />}
      {materials && (
        <FilterDialog
          open={filtersOpen}
          materials={materials}
          applied={filters}
          onApply={apply}
          onClose={() => setFiltersOpen(false)}
        />
      )}
    </div>
  );
}
