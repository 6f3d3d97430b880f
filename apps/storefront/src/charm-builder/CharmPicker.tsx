import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { charmPrice, stockState } from '@kilau/domain';

import type { Charm } from '../api/types';
import { Picture } from '../ui/Picture';
import { Price } from '../ui/Price';
import { groupCharms, type PickerGrouping } from './charm-bar';

/** The charms to pick from, grouped by category or material; sold-out charms cannot be picked. */
export function CharmPicker(props: { charms: Charm[]; disabled: boolean; onPick(charm: Charm): void }) {
  const { t } = useTranslation('builder');
  const [grouping, setGrouping] = useState<PickerGrouping>('category');
  const [groupKey, setGroupKey] = useState<string | null>(null);
  const groups = groupCharms(props.charms, grouping);
  // one group at a time, so the preview stays in sight while picking
  const shown = groups.find((group) => group.key === groupKey) ?? groups[0];
  return (
    <section className="builder-picker" aria-labelledby="builder-picker-title">
      <div className="builder-picker__head">
        <h3 id="builder-picker-title" className="builder__subtitle">
          {t('Choose your charms')}
        </h3>
        <div className="builder-picker__grouping" role="group" aria-label={t('Group charms by')}>
          {(['category', 'material'] as const).map((by) => (
            <button
              key={by}
              type="button"
              className="button button--small"
              aria-pressed={grouping === by}
              onClick={() => {
                setGrouping(by);
                setGroupKey(null);
              }}
            >
              {by === 'category' ? t('By category') : t('By material')}
            </button>
          ))}
        </div>
      </div>
      {props.disabled && <p className="builder-picker__hint">{t('Choose how many charms first.')}</p>}
      <div className="builder-picker__tabs" role="group" aria-label={t('Charm groups')}>
        {groups.map((group) => (
          <button
            key={group.key}
            type="button"
            className="builder-picker__tab"
            aria-pressed={group.key === shown?.key}
            onClick={() => setGroupKey(group.key)}
          >
            {group.title}
          </button>
        ))}
      </div>
      {shown && (
        <div className="builder-picker__group">
          <h4>{shown.title}</h4>
          <ul className="builder-picker__list">
            {shown.charms.map((charm) => (
              <CharmChoice key={charm.id} charm={charm} disabled={props.disabled} onPick={props.onPick} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function CharmChoice({ charm, disabled, onPick }: { charm: Charm; disabled: boolean; onPick(charm: Charm): void }) {
  const { t } = useTranslation('builder');
  const soldOut = stockState(charm.stock) === 'sold_out';
  const price = charmPrice(charm);
  return (
    <li>
      <button type="button" className="charm-choice" disabled={soldOut || disabled} onClick={() => onPick(charm)}>
        <Picture src={charm.image} variants={charm.image_variants} sizes="96px" alt="" />
        <span className="charm-choice__name">{charm.name}</span>
        {soldOut ? (
          <span className="tag tag--sold">{t('SOLD OUT')}</span>
        ) : (
          <Price price={price.price} original={price.originalPrice} />
        )}
      </button>
    </li>
  );
}
