import { Datagrid, ImageField, List, SelectField, SelectInput } from 'react-admin';

import { WibDateField } from '../ui/WibDateField';
import { BANNER_PAGE_CHOICES } from './pages';

const filters = [<SelectInput key="page" source="page" label="Page" choices={BANNER_PAGE_CHOICES} alwaysOn />];

/** One hero picture per storefront page; a page without one shows its bundled picture. */
export function BannerList() {
  return (
    <List filters={filters} sort={{ field: 'page', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <SelectField source="page" label="Page" choices={BANNER_PAGE_CHOICES} />
        <ImageField
          source="image_url"
          label="Image"
          sx={{ '& img': { maxWidth: 160, maxHeight: 80 } }}
          sortable={false}
        />
        <WibDateField source="updated_at" label="Updated" />
      </Datagrid>
    </List>
  );
}
