import type { ComponentProps, Key } from 'react';

import { type BannerPage, ListingMessages } from '@kilau/domain';

import { PageHero } from '../layout/PageHero';
import { ListingState } from './ListingState';

type ListingStateProps = ComponentProps<typeof ListingState>;

interface ListingPageProps extends Omit<ListingStateProps, 'countText' | 'emptyText'> {
  banner: BannerPage;
  headline: string;
  listingKey?: Key;
  countText?: ListingStateProps['countText'];
  emptyText?: string;
}

/**
 * A catalogue list page (storefront seed §2): the banner with its headline, then the listing.
 * Lists count products and say they cannot find any unless a page words it otherwise.
 * `listingKey` starts the listing afresh (page 1, no filters) when the page shows another list.
 */
export function ListingPage(props: ListingPageProps) {
  const {
    banner,
    headline,
    listingKey,
    countText = ListingMessages.productCount,
    emptyText = ListingMessages.cannotFind,
    ...listing
  } = props;
  return (
    <main>
      <PageHero page={banner} headline={headline} />
      <div className="page">
        <ListingState key={listingKey} countText={countText} emptyText={emptyText} {...listing} />
      </div>
    </main>
  );
}
