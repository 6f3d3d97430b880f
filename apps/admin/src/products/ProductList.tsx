import { Datagrid, List, NumberField, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';

import { CATEGORY_CHOICES, LABEL_CHOICES } from './choices';
import { FirstPicture } from './FirstPicture';
import { RupiahField } from './RupiahField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search products" />,
  <SelectInput key="category" source="category" label="Category" choices={CATEGORY_CHOICES} alwaysOn />,
  <SelectInput key="label" source="label" label="Label" choices={LABEL_CHOICES} alwaysOn />,
];

/** The catalogue's products, newest first, searched and filtered on the server. */
export function ProductList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={10}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FirstPicture label="Image" />
        <TextField source="name" label="Name" />
        <SelectField source="category" label="Category" choices={CATEGORY_CHOICES} />
        <SelectField source="label" label="Label" choices={LABEL_CHOICES} />
        <RupiahField source="price" label="Price" />
        <NumberField source="discount" label="Discount %" />
        <NumberField source="stock" label="Stock" />
        <NumberField source="sold_stok" label="Sold" />
        <NumberField source="rating" label="Rating" />
      </Datagrid>
    </List>
  );
}
