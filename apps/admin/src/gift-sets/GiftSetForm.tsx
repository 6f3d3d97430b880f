import { AutocompleteArrayInput, NumberInput, ReferenceArrayInput, SimpleForm, TextInput } from 'react-admin';

import {
  AdminMessages,
  checkGiftSetForm,
  DEFAULT_WEIGHT_GRAMS,
  GIFT_SET_LABEL_OPTIONS,
  ITEM_NUMBER_RULES,
  NO_LABEL,
} from '@kilau/domain';

import { CheckboxInput } from '../ui/CheckboxInput';
import { checkAsSaved } from '../ui/imageValue';
import { ItemFormToolbar } from '../ui/ItemFormToolbar';
import { ItemImageInput } from '../ui/ItemImageInput';
import { LabelInput } from '../ui/LabelInput';

const validateGiftSet = checkAsSaved(checkGiftSetForm);
const byName = (q: string) => ({ q });

/**
 * The seed's gift set form (§5): name, label, price and stock required; discount, sold stock, the
 * Monthly Special box, products (picked by name), description and a removable picture optional.
 */
export function GiftSetForm() {
  return (
    <SimpleForm
      noValidate
      toolbar={<ItemFormToolbar question={AdminMessages.deleteGiftSetConfirm} />}
      validate={validateGiftSet}
      defaultValues={{ label: NO_LABEL, products: [], weight_grams: DEFAULT_WEIGHT_GRAMS.gift_set }}
    >
      <TextInput source="name" label="Name" />
      <LabelInput options={GIFT_SET_LABEL_OPTIONS} />
      <NumberInput source="price" label="Price" step={ITEM_NUMBER_RULES.price.step} min={0} />
      <NumberInput source="stock" label="Stock" step={ITEM_NUMBER_RULES.stock.step} min={0} />
      <NumberInput source="discount" label="Discount" step={ITEM_NUMBER_RULES.discount.step} min={0} max={100} />
      <NumberInput source="sold_stok" label="Sold stock" step={ITEM_NUMBER_RULES.sold_stok.step} min={0} />
      <NumberInput
        source="weight_grams"
        label="Weight (g)"
        step={ITEM_NUMBER_RULES.weight_grams.step}
        min={ITEM_NUMBER_RULES.weight_grams.min}
        max={ITEM_NUMBER_RULES.weight_grams.max}
      />
      <CheckboxInput source="is_monthly_special" label="Monthly Special" />
      <ReferenceArrayInput source="products" reference="products">
        <AutocompleteArrayInput label="Products" optionText="name" filterToQuery={byName} />
      </ReferenceArrayInput>
      <TextInput source="description" label="Description" multiline minRows={3} />
      <ItemImageInput />
    </SimpleForm>
  );
}
