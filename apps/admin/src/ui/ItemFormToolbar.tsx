import { SaveButton, Toolbar } from 'react-admin';

import { DeleteItemButton } from './DeleteItemButton';

/** A catalogue form's Save, and on an existing item the seed's confirmed Delete. */
export function ItemFormToolbar({ question }: { question: string }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteItemButton question={question} />
    </Toolbar>
  );
}
