import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { Create, Edit, type ResourceProps } from 'react-admin';

import { GiftSetForm } from './GiftSetForm';
import { GiftSetList } from './GiftSetList';

const GiftSetCreate = () => (
  <Create title="Add Gift Set" redirect="list">
    <GiftSetForm />
  </Create>
);

/** Pessimistic: the console waits for the service, so a refused save shows on the form. */
const GiftSetEdit = () => (
  <Edit title="Edit Gift Set" mutationMode="pessimistic" redirect="list">
    <GiftSetForm />
  </Edit>
);

/** The seed's admin gift sets page (order-side seed §2) over /api/admin/gift-sets. */
export const giftSets: Omit<ResourceProps, 'name'> = {
  list: GiftSetList,
  create: GiftSetCreate,
  edit: GiftSetEdit,
  icon: CardGiftcardIcon,
  recordRepresentation: 'name',
};
