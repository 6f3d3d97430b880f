import { ListingMessages } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { ErrorLine, Loading } from '../ui/Status';
import type { AsyncState } from '../ui/useAsync';
import { Listing, type ListingProps } from './Listing';

/** A listing while it loads ('Loading products...'), when it fails ('Error: {message}') and once loaded. */
export function ListingState({
  state,
  loadingText = ListingMessages.loadingProducts,
  ...listing
}: Omit<ListingProps, 'entries'> & {
  state: AsyncState<ListingProps['entries']>;
  loadingText?: string;
}) {
  const m = useMessage();
  if (state.status === 'loading') return <Loading text={loadingText} />;
  if (state.status === 'error') return <ErrorLine text={m(ListingMessages.error(state.error.message))} />;
  return <Listing entries={state.data} {...listing} />;
}
