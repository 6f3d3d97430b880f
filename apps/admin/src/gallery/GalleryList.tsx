import { Datagrid, ImageField, List, SearchInput, TextField } from 'react-admin';

import { WibDateField } from '../ui/WibDateField';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search alt text" />];

/** The footer gallery; the storefront shows the last 6 added ("Jewelry that speaks for you"). */
export function GalleryList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={10}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ImageField source="image" label="Image" sx={{ '& img': { maxWidth: 80, maxHeight: 80 } }} sortable={false} />
        <TextField source="alt_text" label="Alt text" />
        <WibDateField source="created_at" label="Added" />
      </Datagrid>
    </List>
  );
}
