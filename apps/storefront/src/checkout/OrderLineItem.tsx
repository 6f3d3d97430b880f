import { CartMessages } from '@kilau/domain';

import type { CartLine } from '../api/types';
import { CharmNames } from '../ui/CharmNames';
import { Picture } from '../ui/Picture';
import { Price } from '../ui/Price';

/** One line of 'Your Orders' (order-side seed §2): picture, name, quantity, price, charms, message. */
export function OrderLineItem({ line }: { line: CartLine }) {
  const original = line.original_price != null ? line.original_price * line.quantity : null;
  // A single charm bought alone is the line itself, not a selection on a piece.
  const showsCharms =
    line.charms_detail.length > 0 && !(line.source_type === 'charms_only' && line.charms.length === 1);
  return (
    <li className="order-line">
      <Picture className="order-line__image" src={line.image} alt={line.name} width={72} height={72} />
      <div className="order-line__body">
        <p className="order-line__name">{line.name}</p>
        <p className="order-line__quantity">Qty: {line.quantity}</p>
        <div className="order-line__price">
          <Price price={line.line_total} original={original} />
          {line.discount > 0 && <span className="tag order-line__badge">{CartMessages.percentOff(line.discount)}</span>}
        </div>
        {showsCharms && (
          <div className="order-line__extra">
            <p className="order-line__label">Charm Selection</p>
            <ul className="order-line__charms">
              {line.charms_detail.map((charm, index) => (
                <li key={`${charm.id}-${index}`}>
                  <Picture src={charm.image} alt={charm.name} title={charm.name} width={32} height={32} />
                </li>
              ))}
            </ul>
            {line.product !== null && (
              <CharmNames piece={line.name} names={line.charms_detail.map((charm) => charm.name)} />
            )}
          </div>
        )}
        {line.message.trim() !== '' && (
          <div className="order-line__extra">
            <p className="order-line__label">Special Message</p>
            <p className="order-line__message">{line.message}</p>
          </div>
        )}
      </div>
    </li>
  );
}
