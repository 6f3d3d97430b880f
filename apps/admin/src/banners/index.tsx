import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { ResourceProps } from 'react-admin';

import { formPages } from '../ui/formPages';
import { withTypedAddress } from '../ui/pictures';
import { BannerForm } from './BannerForm';
import { BannerList } from './BannerList';

/** Page banners, one per storefront page key (route /adminDashboard/pageBanner). */
export const banners: Omit<ResourceProps, 'name'> = {
  list: BannerList,
  ...formPages(BannerForm, { transform: withTypedAddress('image_url') }),
  icon: ViewCarouselIcon,
  recordRepresentation: 'page',
};
