import type { ReactNode } from 'react';

import type { CardItem } from '../listings/ProductCard';
import { ErrorLine, Loading } from '../ui/Status';
import type { AsyncState } from '../ui/useAsync';
import { Recommendations } from './Recommendations';

/**
 * The frame of every detail page: the item while it loads ('Loading...'), the service's line when it
 * cannot be shown (e.g. not found), the item once loaded, and 'You might also like' below in any case.
 */
export function DetailPage<T>(props: {
  item: AsyncState<T>;
  recommendations: AsyncState<CardItem[]>;
  children: (item: T) => ReactNode;
}) {
  const { item, recommendations, children } = props;
  return (
    <main className="page detail-page">
      {item.status === 'loading' && <Loading text="Loading..." />}
      {item.status === 'error' && <ErrorLine text={item.error.message} />}
      {item.status === 'done' && children(item.data)}
      <Recommendations state={recommendations} />
    </main>
  );
}
