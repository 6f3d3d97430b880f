import { NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';

import {
  AdminMessages,
  CHARM_CATEGORY_OPTIONS,
  CHARM_LABEL_OPTIONS,
  checkCharmForm,
  DEFAULT_WEIGHT_GRAMS,
  ITEM_NUMBER_RULES,
  NO_LABEL,
} from '@kilau/domain';

import { checkAsSaved } from '../ui/imageValue';
import { ItemFormToolbar } from '../ui/ItemFormToolbar';
import { ItemImageInput } from '../ui/ItemImageInput';
import { LabelInput } from '../ui/LabelInput';

const validateCharm = checkAsSaved(checkCharmForm);

/**
 * The seed's charm form (§5): name, category, label, price and stock required; rating, discount,
 * sold stock, description and picture optional. Checked by libs/domain's rules, the same the
 * service applies; the service's own refusals show as a notification.
 */
export function CharmForm() {
  return (
    <SimpleForm
      noValidate
      toolbar={<ItemFormToolbar question={AdminMessages.deleteCharmConfirm} />}
      validate={validateCharm}
      defaultValues={{ label: NO_LABEL, weight_grams: DEFAULT_WEIGHT_GRAMS.charm }}
    >
      <TextInput source="name" label="Name" />
      <SelectInput source="category" label="Category" choices={[...CHARM_CATEGORY_OPTIONS]} translateChoice={false} />
      <LabelInput options={CHARM_LABEL_OPTIONS} />
      <NumberInput source="price" label="Price" step={ITEM_NUMBER_RULES.price.step} min={0} />
      <NumberInput source="stock" label="Stock" step={ITEM_NUMBER_RULES.stock.step} min={0} />
      <NumberInput source="rating" label="Rating" step={ITEM_NUMBER_RULES.rating.step} min={0} max={5} />
      <NumberInput source="discount" label="Discount" step={ITEM_NUMBER_RULES.discount.step} min={0} max={100} />
      <NumberInput source="sold_stok" label="Sold stock" step={ITEM_NUMBER_RULES.sold_stok.step} min={0} />
      <NumberInput
        source="weight_grams"
        label="Weight (g)"
        step={ITEM_NUMBER_RULES.weight_grams.step}
        min={ITEM_NUMBER_RULES.weight_grams.min}
        max={ITEM_NUMBER_RULES.weight_grams.max}
      />
      <TextInput source="description" label="Description" multiline minRows={3} />
      <ItemImageInput />
    </SimpleForm>
  );
}
