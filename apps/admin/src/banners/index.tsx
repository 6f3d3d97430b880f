import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { ResourceProps } from 'react-admin';

import { BannerCreate, BannerEdit } from './BannerForm';
import { BannerList } from './BannerList';

/** Page banners, one per storefront page key (route /adminDashboard/pageBanner). */
export const banners: Omit<ResourceProps, 'name'> = {
  list: BannerList,
  create: BannerCreate,
  edit: BannerEdit,
  icon: ViewCarouselIcon,
  recordRepresentation: 'page',
};
