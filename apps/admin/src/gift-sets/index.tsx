import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import type { ResourceProps } from 'react-admin';

import { formPages } from '../ui/formPages';
import { GiftSetForm } from './GiftSetForm';
import { GiftSetList } from './GiftSetList';

/** The seed's admin gift sets page (order-side seed §2) over /api/admin/gift-sets. */
export const giftSets: Omit<ResourceProps, 'name'> = {
  list: GiftSetList,
  ...formPages(GiftSetForm, { titles: { create: 'Add Gift Set', edit: 'Edit Gift Set' } }),
  icon: CardGiftcardIcon,
  recordRepresentation: 'name',
};
