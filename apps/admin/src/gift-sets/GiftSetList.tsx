import {
  ChipField,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  ReferenceArrayField,
  SearchInput,
  SingleFieldList,
  TextField,
  TopToolbar,
} from 'react-admin';

import {
  ADMIN_CATALOGUE_PAGE_SIZE,
  AdminMessages,
  formatRupiah,
  GIFT_SET_LABEL_OPTIONS,
  type GiftSetRecord,
  itemLabelName,
} from '@kilau/domain';

import { AddButton } from '../ui/AddButton';
import { DeleteItemButton } from '../ui/DeleteItemButton';
import { ItemImage } from '../ui/ItemImage';
import { WindowPager } from '../ui/WindowPager';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The seed's admin gift sets page: its eight columns (products by name), Edit and Delete per row. */
export function GiftSetList() {
  return (
    <List
      title="Gift Sets"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={ADMIN_CATALOGUE_PAGE_SIZE}
      pagination={<WindowPager showing={AdminMessages.showingGiftSets} />}
      actions={
        <TopToolbar>
          <AddButton label={AdminMessages.addGiftSet} />
        </TopToolbar>
      }
      filters={filters}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" label="Name" />
        <FunctionField<GiftSetRecord>
          source="label"
          label="Label"
          render={(giftSet) => itemLabelName(GIFT_SET_LABEL_OPTIONS, giftSet.label)}
        />
        <FunctionField<GiftSetRecord> source="price" label="Price" render={(giftSet) => formatRupiah(giftSet.price)} />
        <TextField source="stock" label="Stock" />
        <FunctionField<GiftSetRecord> source="discount" label="Discount" render={(giftSet) => `${giftSet.discount}%`} />
        <FunctionField<GiftSetRecord>
          source="is_monthly_special"
          label="Monthly Special?"
          render={(giftSet) => (giftSet.is_monthly_special ? 'Yes' : 'No')}
        />
        <ItemImage source="image" label="Image" />
        <ReferenceArrayField source="products" reference="products" label="Products" sortable={false}>
          <SingleFieldList linkType={false}>
            <ChipField source="name" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
        <EditButton />
        <DeleteItemButton question={AdminMessages.deleteGiftSetConfirm} />
      </Datagrid>
    </List>
  );
}
