import { useTranslation } from 'react-i18next';

import { CartMessages } from '@kilau/domain';

import type { CartLine } from '../api/types';
import { useMessage } from '../i18n/useLanguage';
import { Dialog } from '../ui/Dialog';

/** The confirmation a quantity of 0 asks for (seed §4 'Quantity change'): Cancel / Remove. */
export function RemoveLineDialog(props: { line: CartLine | null; onCancel(): void; onRemove(line: CartLine): void }) {
  const { t } = useTranslation('cart');
  const m = useMessage();
  const { line } = props;
  return (
    <Dialog
      open={line !== null}
      title={m(CartMessages.removeTitle)}
      onClose={props.onCancel}
      actions={[
        { label: t('Cancel'), onClick: props.onCancel },
        { label: t('Remove'), primary: true, onClick: () => line && props.onRemove(line) },
      ]}
    >
      <p>{m(CartMessages.removeConfirm(line?.name || CartMessages.unknownItem))}</p>
    </Dialog>
  );
}
