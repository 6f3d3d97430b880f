import { Datagrid, EditButton, FunctionField, List, SearchInput, TextField, TopToolbar } from 'react-admin';

import {
  ADMIN_CATALOGUE_PAGE_SIZE,
  AdminMessages,
  categoryName,
  CHARM_LABEL_OPTIONS,
  type CharmRecord,
  formatRupiah,
  itemLabelName,
} from '@kilau/domain';

import { AddButton } from '../ui/AddButton';
import { DeleteItemButton } from '../ui/DeleteItemButton';
import { ItemImage } from '../ui/ItemImage';
import { WindowPager } from '../ui/WindowPager';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The seed's admin charms page: its eight columns, Edit and Delete per row, 10 a page, newest first. */
export function CharmList() {
  return (
    <List
      title="Charms"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={ADMIN_CATALOGUE_PAGE_SIZE}
      pagination={<WindowPager showing={AdminMessages.showingCharms} />}
      actions={
        <TopToolbar>
          <AddButton label={AdminMessages.addCharm} />
        </TopToolbar>
      }
      filters={filters}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" label="Name" />
        <FunctionField<CharmRecord>
          source="category"
          label="Category"
          render={(charm) => categoryName(charm.category)}
        />
        <FunctionField<CharmRecord>
          source="label"
          label="Label"
          render={(charm) => itemLabelName(CHARM_LABEL_OPTIONS, charm.label)}
        />
        <FunctionField<CharmRecord> source="price" label="Price" render={(charm) => formatRupiah(charm.price)} />
        <TextField source="stock" label="Stock" />
        <TextField source="rating" label="Rating" />
        <FunctionField<CharmRecord> source="discount" label="Discount" render={(charm) => `${charm.discount}%`} />
        <ItemImage source="image" label="Image" />
        <EditButton />
        <DeleteItemButton question={AdminMessages.deleteCharmConfirm} />
      </Datagrid>
    </List>
  );
}
