import { type CampaignRule, maxCharmsFor, productPrice } from '@kilau/domain';

import type { Product } from '../api/types';
import { Price } from '../ui/Price';

/** The chosen base: its name, price and charm limit, and (once one is chosen) the way back to the default base. */
export function SelectedBasePanel(props: {
  base: Product | null;
  running: readonly CampaignRule[];
  /** Absent when the base is fixed (the product page's own builder). */
  onReset?: () => void;
}) {
  const { base } = props;
  const price = base ? productPrice(base, props.running) : undefined;
  return (
    <div className="builder-base-panel" aria-live="polite">
      <p className="builder-base-panel__label">Selected base</p>
      {base && price ? (
        <>
          <p className="builder-base-panel__name">{base.name}</p>
          <Price price={price.price} original={price.originalPrice} />
          <p className="builder-base-panel__hint">Up to {maxCharmsFor(base)} charms</p>
        </>
      ) : (
        <p className="builder-base-panel__hint">Choose a necklace or bracelet above to start.</p>
      )}
      {props.onReset && base && (
        <button type="button" className="button button--small" onClick={props.onReset}>
          Reset to default base
        </button>
      )}
    </div>
  );
}
