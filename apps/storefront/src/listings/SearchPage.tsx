import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { ListingMessages, SEARCH_PAGE_SIZE } from '@kilau/domain';

import { catalogue } from '../api/catalogue';
import { api, query } from '../api/http';
import type { Page } from '../api/types';
import { useMessage } from '../i18n/useLanguage';
import { Empty, ErrorLine, Loading } from '../ui/Status';
import { useAsync } from '../ui/useAsync';
import { Pager } from './Pager';
import { ProductCard } from './ProductCard';
import { searchCardItem, type SearchHit } from './search-entry';

async function search(q: string, page: number, signal: AbortSignal) {
  if (!q) return null; // the service refuses blank text; the page says No items available.
  const [hits, campaigns] = await Promise.all([
    api<Page<SearchHit>>(`/search/${query({ q, page, page_size: SEARCH_PAGE_SIZE })}`, {
      failure: ListingMessages.searchFailed,
      signal,
    }),
    catalogue.campaigns(),
  ]);
  return { ...hits, cards: hits.results.map((hit) => ({ hit, card: searchCardItem(hit, campaigns) })) };
}

/** /search?q= (storefront seed §2): products, charms and gift sets, 12 per page. */
export default function SearchPage() {
  const m = useMessage();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1; // a new search starts on page 1
  const state = useAsync((signal) => search(q, page, signal), [q, page]);
  const onPage = (next: number) => {
    setPaging({ q, page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <main className="page">
      <h1 className="section-title">{m(ListingMessages.searchResults)}</h1>
      {state.status === 'loading' && <Loading text={m(ListingMessages.loadingProducts)} />}
      {state.status === 'error' && <ErrorLine text={m(ListingMessages.error(state.error.message))} />}
      {state.status === 'done' && !state.data && <Empty text={m(ListingMessages.noItems)} />}
      {state.status === 'done' && state.data && (
        <>
          <p className="listing__count">{m(ListingMessages.resultsFor(state.data.count, q))}</p>
          {state.data.count === 0 ? (
            <Empty text={m(ListingMessages.noSearchMatch)} />
          ) : (
            <>
              <ul className="listing__grid listing__search">
                {state.data.cards.map(({ hit, card }) => (
                  <li key={`${hit.type}-${hit.id}`}>
                    <ProductCard item={card} />
                  </li>
                ))}
              </ul>
              <Pager page={state.data.page} pages={Math.max(1, state.data.total_pages)} onPage={onPage} />
            </>
          )}
        </>
      )}
    </main>
  );
}
