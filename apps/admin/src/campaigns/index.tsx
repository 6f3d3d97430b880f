import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceProps } from 'react-admin';

import { formPages } from '../ui/formPages';
import { CampaignForm } from './CampaignForm';
import { CampaignList } from './CampaignList';

/** Discount campaigns (route /adminDashboard/discount): the storefront prices by them at once. */
export const campaigns: Omit<ResourceProps, 'name'> = {
  list: CampaignList,
  ...formPages(CampaignForm),
  icon: LocalOfferIcon,
  recordRepresentation: 'name',
};
