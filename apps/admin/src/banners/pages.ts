import { BANNER_PAGES } from '@kilau/domain';

/** The storefront's page keys as choices, named as staff know the pages ("for_her" -> "For Her"). */
export const BANNER_PAGE_CHOICES = BANNER_PAGES.map((page) => ({
  id: page,
  name: page
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' '),
}));
