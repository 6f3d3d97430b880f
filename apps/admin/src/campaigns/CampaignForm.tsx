import {
  ArrayInput,
  AutocompleteInput,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';

import { CAMPAIGN_DISCOUNT_TYPES, readCampaignDraft } from '@kilau/domain';

import { formValidator } from '../ui/pictures';

const TYPE_CHOICES = CAMPAIGN_DISCOUNT_TYPES.map((id) => ({
  id,
  name: id === 'percent' ? 'Percent off' : 'New price (Rp)',
}));

/** The browser's local date and time, as the instant it names (the service keeps instants). */
const instant = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toISOString() : null);

/**
 * The campaign form. The product prices an amount must stay below are the service's check (the
 * console does not hold them); the rest is checked here by the same rules.
 */
export function CampaignForm({ creating }: { creating: boolean }) {
  const validate = formValidator((values) => readCampaignDraft(values, { now: new Date(), creating }));
  return (
    <SimpleForm validate={validate}>
      <TextInput source="name" label="Name" fullWidth />
      <DateTimeInput source="start_time" label="Starts (empty: at once)" parse={instant} />
      <DateTimeInput source="end_time" label="Ends" parse={instant} />
      <ArrayInput source="items" label="Items">
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="product" reference="products">
            <AutocompleteInput label="Product" optionText="name" sx={{ minWidth: 280 }} />
          </ReferenceInput>
          <SelectInput source="discount_type" label="Type" choices={TYPE_CHOICES} defaultValue="percent" />
          <NumberInput source="discount_value" label="Value" step={1} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
