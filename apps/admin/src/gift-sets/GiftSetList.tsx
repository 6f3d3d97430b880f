import { ChipField, EditButton, FunctionField, ReferenceArrayField, SingleFieldList, TextField } from 'react-admin';

import { AdminMessages, formatRupiah, GIFT_SET_LABEL_OPTIONS, type GiftSetRecord, itemLabelName } from '@kilau/domain';

import { DeleteItemButton } from '../ui/DeleteItemButton';
import { ItemImage } from '../ui/ItemImage';
import { ItemList } from '../ui/ItemList';

/** The seed's admin gift sets page: its eight columns (products by name), Edit and Delete per row. */
export function GiftSetList() {
  return (
    <ItemList title="Gift Sets" addLabel={AdminMessages.addGiftSet} showing={AdminMessages.showingGiftSets}>
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
    </ItemList>
  );
}
