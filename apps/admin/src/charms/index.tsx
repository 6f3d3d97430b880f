import DiamondIcon from '@mui/icons-material/Diamond';
import { Create, Edit, type ResourceProps } from 'react-admin';

import { CharmForm } from './CharmForm';
import { CharmList } from './CharmList';

const CharmCreate = () => (
  <Create title="Add Charm" redirect="list">
    <CharmForm />
  </Create>
);

/** Pessimistic: the console waits for the service, so a refused save shows on the form. */
const CharmEdit = () => (
  <Edit title="Edit Charm" mutationMode="pessimistic" redirect="list">
    <CharmForm />
  </Edit>
);

/** The seed's admin charms page (order-side seed §2) over /api/admin/charms. */
export const charms: Omit<ResourceProps, 'name'> = {
  list: CharmList,
  create: CharmCreate,
  edit: CharmEdit,
  icon: DiamondIcon,
  recordRepresentation: 'name',
};
