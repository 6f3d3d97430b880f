import { useEffect } from 'react';

import { detailRoute, itemTitle, routeTitle } from '@kilau/domain';

/**
 * The tab's title for the address on show (libs/domain page-meta: "Checkout | Kilau"). A detail
 * page names its item once loaded (useItemTitle), so this leaves those addresses to it.
 */
export function useRouteTitle(pathname: string): void {
  useEffect(() => {
    if (!detailRoute(pathname)) document.title = routeTitle(pathname);
  }, [pathname]);
}

/** A detail page's title: the item's name once known ("Kalung Titanium Rantai | Kilau"), its kind until then. */
export function useItemTitle(pathname: string, name: string | undefined): void {
  useEffect(() => {
    document.title = name ? itemTitle(name) : routeTitle(pathname);
  }, [pathname, name]);
}
