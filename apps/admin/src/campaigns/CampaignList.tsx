import { BooleanField, Datagrid, List, SearchInput, TextField } from 'react-admin';

import { WibDateField } from '../ui/WibDateField';
import { CampaignItemsField } from './CampaignItemsField';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search campaigns" />];

/** Discount campaigns, latest ending first; the running ones price the storefront now. */
export function CampaignList() {
  return (
    <List filters={filters} sort={{ field: 'end_time', order: 'DESC' }} perPage={10}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label="Name" />
        <WibDateField source="start_time" label="Starts" />
        <WibDateField source="end_time" label="Ends" />
        <BooleanField source="is_active" label="Running" sortable={false} />
        <CampaignItemsField label="Items" />
      </Datagrid>
    </List>
  );
}
