import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput } from 'react-admin';

/** A true/false field as a checkbox (the seed's 'Monthly Special' box), false when unset. */
export function CheckboxInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source, defaultValue: false });
  return (
    <FormControlLabel
      label={label}
      control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />}
    />
  );
}
