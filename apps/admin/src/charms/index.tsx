import DiamondIcon from '@mui/icons-material/Diamond';
import type { ResourceProps } from 'react-admin';

import { formPages } from '../ui/formPages';
import { CharmForm } from './CharmForm';
import { CharmList } from './CharmList';

/** The seed's admin charms page (order-side seed §2) over /api/admin/charms. */
export const charms: Omit<ResourceProps, 'name'> = {
  list: CharmList,
  ...formPages(CharmForm, { titles: { create: 'Add Charm', edit: 'Edit Charm' } }),
  icon: DiamondIcon,
  recordRepresentation: 'name',
};
