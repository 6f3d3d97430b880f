import { CreateButton } from 'react-admin';

/** The seed's '+ Add Charm' / '+ Add Gift Set': the '+' is in the words, so no icon. */
export function AddButton({ label }: { label: string }) {
  return <CreateButton label={label} icon={<></>} variant="contained" />;
}
