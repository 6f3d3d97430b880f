import { EditButton, FunctionField, TextField } from 'react-admin';

import {
  AdminMessages,
  categoryName,
  CHARM_LABEL_OPTIONS,
  type CharmRecord,
  formatRupiah,
  itemLabelName,
} from '@kilau/domain';

import { DeleteItemButton } from '../ui/DeleteItemButton';
import { ItemImage } from '../ui/ItemImage';
import { ItemList } from '../ui/ItemList';

/** The seed's admin charms page: its eight columns, Edit and Delete per row, 10 a page, newest first. */
export function CharmList() {
  return (
    <ItemList title="Charms" addLabel={AdminMessages.addCharm} showing={AdminMessages.showingCharms}>
      <TextField source="name" label="Name" />
      <FunctionField<CharmRecord> source="category" label="Category" render={(charm) => categoryName(charm.category)} />
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
    </ItemList>
  );
}
