import { useLocation } from 'react-router';

import { useItemTitle } from '../layout/usePageTitle';
import type { CardItem } from '../listings/ProductCard';
import { type AsyncState, useAsync } from '../ui/useAsync';

type Named = { name: string };

/** The item's name, whether it came alone or with what its price depends on (a product with the campaigns). */
function nameOf(data: Named | readonly [Named, ...unknown[]]): string {
  return 'name' in data ? data.name : data[0].name;
}

/**
 * A detail page's two loads, both following the id in its address: the item on show and its
 * 'You might also like' row, and the tab titled by the item. The loaders are module functions, so they
 * never change between renders.
 */
export function useDetail<T extends Named | readonly [Named, ...unknown[]]>(
  id: string,
  loadItem: (id: string) => Promise<T>,
  loadRecommendations: (id: number) => Promise<CardItem[]>,
): { item: AsyncState<T>; recommendations: AsyncState<CardItem[]> } {
  const item = useAsync(() => loadItem(id), [id, loadItem]);
  const recommendations = useAsync(() => loadRecommendations(Number(id)), [id, loadRecommendations]);
  useItemTitle(useLocation().pathname, item.data && nameOf(item.data));
  return { item, recommendations };
}
