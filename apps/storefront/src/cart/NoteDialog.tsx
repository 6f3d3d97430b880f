import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { GIFT_NOTE_MAX_LENGTH, giftNoteCounter } from '@kilau/domain';

import { Dialog } from '../ui/Dialog';

/**
 * 'Make It Extra Special': an optional gift note (65 characters, live counter) before adding to
 * the cart. `onAdd` gets the note ('Add with Message'), `onSkip` adds without one.
 */
export function NoteDialog(props: { open: boolean; onAdd(message: string): void; onSkip(): void; onClose(): void }) {
  const { t } = useTranslation('cart');
  const [note, setNote] = useState('');
  const id = useId();
  const finish = (then: () => void) => {
    then();
    setNote('');
  };
  return (
    <Dialog
      open={props.open}
      title={t('Make It Extra Special')}
      onClose={props.onClose}
      actions={[
        { label: t('Skip Message'), onClick: () => finish(props.onSkip) },
        {
          label: t('Add with Message'),
          primary: true,
          disabled: !note.trim(),
          onClick: () => finish(() => props.onAdd(note.trim())),
        },
      ]}
    >
      <div className="field">
        <label htmlFor={id}>{t('Add a personal message to your gift')}</label>
        <textarea
          id={id}
          rows={3}
          maxLength={GIFT_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value.slice(0, GIFT_NOTE_MAX_LENGTH))}
          data-autofocus
        />
        <span className="note-counter" aria-live="polite">
          {giftNoteCounter(note)}
        </span>
      </div>
    </Dialog>
  );
}
