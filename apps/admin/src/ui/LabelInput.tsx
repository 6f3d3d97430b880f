import { SelectInput } from 'react-admin';

import { type FormOption, NO_LABEL } from '@kilau/domain';

/** 'No Label' is sent as '' (seed §5), never as null. */
const keepEmptyLabel = (value: unknown) => value ?? NO_LABEL;

/** An item's Label select, with the seed's No Label as its empty choice. */
export function LabelInput({ options }: { options: readonly FormOption[] }) {
  const labels = options.filter((option) => option.id !== NO_LABEL);
  const noLabelName = options.find((option) => option.id === NO_LABEL)?.name;
  return (
    <SelectInput
      source="label"
      label="Label"
      choices={labels}
      emptyText={noLabelName}
      emptyValue={NO_LABEL}
      parse={keepEmptyLabel}
      translateChoice={false}
    />
  );
}
