import { useTranslation } from 'react-i18next';

import type { Charm } from '../api/types';
import type { BuilderState } from './builder-state';

/** The slots in words: which charm fills each, the active one marked, each emptied on its own. */
export function SlotList(props: {
  state: BuilderState;
  charmsById: ReadonlyMap<number, Charm>;
  onSelectSlot(slot: number): void;
  onClearSlot(slot: number): void;
}) {
  const { t } = useTranslation('builder');
  const { state } = props;
  if (state.count === 0) return <p className="builder-slots__none">{t('Chain only: no charms on this piece.')}</p>;
  return (
    <ol className="builder-slots">
      {Array.from({ length: state.count }, (_, index) => {
        const slot = index + 1;
        const charm = props.charmsById.get(state.picks[slot] ?? -1);
        return (
          <li key={slot} className={slot === state.active ? 'builder-slots__slot--active' : undefined}>
            <button type="button" className="builder-slots__pick" onClick={() => props.onSelectSlot(slot)}>
              {t('Slot {{slot}}: {{name}}', { slot, name: charm ? charm.name : t('choose a charm') })}
            </button>
            {charm && (
              <button
                type="button"
                className="icon-button builder-slots__clear"
                aria-label={t('Remove {{name}} from slot {{slot}}', { name: charm.name, slot })}
                onClick={() => props.onClearSlot(slot)}
              >
                ×
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
