import {
  AutocompleteArrayInput,
  BooleanInput,
  FormDataConsumer,
  ImageField,
  ImageInput,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';

import { DEFAULT_WEIGHT_GRAMS, readProductDraft, WEIGHT_GRAMS_RULE } from '@kilau/domain';

import { formValidator, pictureForCheck, picturesToInput } from '../ui/pictures';
import { CATEGORY_CHOICES, LABEL_CHOICES } from './choices';

/** Only a jewel set keeps member products: another category saves none (its input is hidden). */
export const membersForCategory = (values: Record<string, unknown>) =>
  values.category === 'jewel_set' ? values : { ...values, jewel_set_products: [] };

const validate = formValidator((values) =>
  readProductDraft(
    {
      ...membersForCategory(values),
      images: Array.isArray(values.images) ? values.images.map(pictureForCheck) : values.images,
    },
    typeof values.id === 'number' ? values.id : undefined,
  ),
);

/** The product form; the shop's rules (libs/domain) check it here and again in the service. */
export function ProductForm() {
  return (
    <SimpleForm validate={validate} defaultValues={{ weight_grams: DEFAULT_WEIGHT_GRAMS.product }}>
      <TextInput source="name" label="Name" fullWidth />
      <SelectInput source="category" label="Category" choices={CATEGORY_CHOICES} />
      <SelectInput source="label" label="Label" choices={LABEL_CHOICES} />
      <NumberInput source="price" label="Price (Rp)" step={1000} />
      <NumberInput source="discount" label="Discount (%)" step={0.01} />
      <NumberInput source="stock" label="Stock" step={1} />
      <NumberInput source="sold_stok" label="Sold stock" step={1} />
      <NumberInput source="weight_grams" label="Weight (g)" step={WEIGHT_GRAMS_RULE.step} />
      <TextInput source="description" label="Description" multiline fullWidth />
      <TextInput source="details" label="Details (one per line)" multiline fullWidth />
      <ImageInput source="images" label="Images" multiple accept={{ 'image/*': [] }} format={picturesToInput}>
        <ImageField source="src" title="title" />
      </ImageInput>
      <BooleanInput source="charms" label="Accepts charms" />
      <BooleanInput source="is_charm_spreadable" label="Charm spreadable" />
      <BooleanInput source="is_charm_max3" label="Max 3 charms" />
      <BooleanInput source="is_charm_max5" label="Max 5 charms" />
      <FormDataConsumer>
        {({ formData }) =>
          formData.category === 'jewel_set' && (
            <ReferenceArrayInput source="jewel_set_products" reference="products">
              <AutocompleteArrayInput label="Jewel set products" optionText="name" />
            </ReferenceArrayInput>
          )
        }
      </FormDataConsumer>
    </SimpleForm>
  );
}
