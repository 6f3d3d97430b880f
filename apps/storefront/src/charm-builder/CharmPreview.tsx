import type { Charm, Product } from '../api/types';
import { Picture } from '../ui/Picture';
import type { BuilderState } from './builder-state';
import { baseKind, CHARM_SIZE_PERCENT, charmPositions } from './charm-layouts';
import defaultBase from './default-base.svg';

/**
 * The live preview: the base's picture with each slot's charm hanging from the chain at its place
 * in the layout (a picture a third of the preview wide). A charm is drawn from its cut-out picture
 * (no backdrop), else its photo rounded off to the charm. Clicking a slot's charm (or its empty
 * ring) makes it the one the next pick fills. With no base chosen yet it shows the default chain
 * (a necklace, framed as the shop's own) and says what to do.
 */
export function CharmPreview(props: {
  base: Product | null;
  state: BuilderState;
  charmsById: ReadonlyMap<number, Charm>;
  onSelectSlot(slot: number): void;
}) {
  const { base, state } = props;
  const positions = charmPositions(baseKind(base), state.count);
  return (
    <div className="builder-preview">
      <Picture
        className="builder-preview__base"
        src={base ? (base.images[0]?.image_url ?? defaultBase) : defaultBase}
        fallback={defaultBase}
        alt={base ? `Preview of ${base.name}` : 'Default chain'}
        loading="eager"
      />
      {!base && <p className="builder-preview__empty">Choose a necklace or bracelet to start your design.</p>}
      {positions.map((position, index) => {
        const slot = index + 1;
        const charm = props.charmsById.get(state.picks[slot] ?? -1);
        return (
          <button
            key={slot}
            type="button"
            className={`builder-slot ${charm ? 'builder-slot--filled' : ''}`}
            style={{
              left: `${position.x - CHARM_SIZE_PERCENT / 2}%`,
              top: `${position.y - CHARM_SIZE_PERCENT / 2}%`,
              width: `${CHARM_SIZE_PERCENT}%`,
              zIndex: slot === state.active ? 6 : slot,
            }}
            aria-pressed={slot === state.active}
            aria-label={`Slot ${slot}: ${charm ? charm.name : 'empty'}`}
            onClick={() => props.onSelectSlot(slot)}
          >
            {charm && (
              <Picture
                className={charm.cutout_image ? 'builder-slot__cutout' : 'builder-slot__photo'}
                src={charm.cutout_image || charm.image}
                alt=""
              />
            )}
            <span className="builder-slot__ring" aria-hidden="true">
              {charm ? '' : slot}
            </span>
          </button>
        );
      })}
    </div>
  );
}
