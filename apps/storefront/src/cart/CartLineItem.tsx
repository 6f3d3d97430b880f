import { CartMessages } from '@kilau/domain';

import type { CartLine } from '../api/types';
import { CharmNames } from '../ui/CharmNames';
import { Picture } from '../ui/Picture';
import { Price } from '../ui/Price';

/**
 * One line of the drawer: picture, name, price (original struck through), discount label, charm
 * thumbnails, gift note, quantity minus/plus and its selection toggle.
 */
export function CartLineItem(props: {
  line: CartLine;
  selected: boolean;
  busy: boolean;
  onToggle(): void;
  onQuantity(delta: 1 | -1): void;
}) {
  const { line } = props;
  const name = line.name || CartMessages.unknownItem;
  return (
    <li className={`cart-line ${line.available ? '' : 'cart-line--unavailable'}`}>
      <input
        type="checkbox"
        className="cart-line__select"
        checked={props.selected}
        disabled={!line.available}
        onChange={props.onToggle}
        aria-label={`Select ${name}`}
      />
      <Picture className="cart-line__image" src={line.image} alt={name} />
      <div className="cart-line__body">
        <p className="cart-line__name">{name}</p>
        <Price price={line.price} original={line.original_price} />
        {line.discount_label && <p className="cart-line__discount">{line.discount_label}</p>}
        {line.charms_detail.length > 0 && (
          <ul className="cart-line__charms" aria-label="Charms">
            {line.charms_detail.map((charm, slot) => (
              <li key={`${slot}-${charm.id}`}>
                <Picture src={charm.image} alt={charm.name || CartMessages.unknownCharm} title={charm.name} />
              </li>
            ))}
          </ul>
        )}
        {line.product !== null && (
          <CharmNames piece={name} names={line.charms_detail.map((charm) => charm.name || CartMessages.unknownCharm)} />
        )}
        {line.message && <p className="cart-line__message">Message: “{line.message}”</p>}
        {!line.available && <p className="cart-line__gone">{CartMessages.itemUnavailable}</p>}
        <div className="cart-line__quantity">
          <button
            type="button"
            className="icon-button"
            aria-label={`Decrease quantity of ${name}`}
            disabled={props.busy}
            onClick={() => props.onQuantity(-1)}
          >
            −
          </button>
          <span aria-label={`Quantity ${line.quantity}`}>{line.quantity}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={`Increase quantity of ${name}`}
            disabled={props.busy || !line.available}
            onClick={() => props.onQuantity(1)}
          >
            +
          </button>
        </div>
      </div>
    </li>
  );
}
