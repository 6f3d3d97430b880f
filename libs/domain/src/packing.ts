import type { OrderItemView } from './answers/orders.js';
import type { PackingFacts, PackingLine, PackingReceiver } from './answers/packing.js';

/** The receiver as the order recorded it from the checkout form (order-side seed §3 'Checkout form'). */
export interface RecordedReceiver {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
  district?: string;
  province?: string;
  postal_code?: string;
}

/** What a line of charms alone is packed as: there is no chain or set to name it by. */
export const LOOSE_CHARMS = 'Charms';

/**
 * An order's lines as the packer reads them: each piece by its product or gift set, a custom piece
 * (a product carrying charms) with its charms numbered by slot in the order the shopper placed
 * them (the order keeps them in slot order; one charm may fill several slots), and the line's gift
 * note.
 */
export function packingLines(items: readonly OrderItemView[]): PackingLine[] {
  return items.map((item) => ({
    name: item.product_name ?? item.gift_set_name ?? LOOSE_CHARMS,
    source_type: item.source_type,
    custom: item.product !== null && item.charms.length > 0,
    charms: item.charms.map((charm, index) => ({ slot: index + 1, charm: charm.charm, name: charm.charm_name })),
    message: item.message.trim(),
    quantity: item.quantity,
    price: item.price,
    line_total: item.line_total,
    image: item.image,
  }));
}

export function packingReceiver(receiver: RecordedReceiver): PackingReceiver {
  return {
    name: [receiver.first_name, receiver.last_name]
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(' '),
    phone: receiver.phone ?? '',
    address: receiver.address ?? '',
    district: receiver.district ?? '',
    city: receiver.city ?? '',
    province: receiver.province ?? '',
    postal_code: receiver.postal_code ?? '',
    email: receiver.email ?? '',
  };
}

/** The packing facts of an order from its recorded lines and receiver. */
export function packingFacts(items: readonly OrderItemView[], receiver: RecordedReceiver): PackingFacts {
  const lines = packingLines(items);
  return { lines, receiver: packingReceiver(receiver), pieces: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/** The address on one line: street, kecamatan, city, province and postal code ("…, Kec. KEBON JERUK, …"). */
export function addressLine(receiver: PackingReceiver): string {
  const district = receiver.district ? `Kec. ${receiver.district}` : '';
  const province = [receiver.province, receiver.postal_code].filter(Boolean).join(' ');
  return [receiver.address, district, receiver.city, province].filter(Boolean).join(', ');
}

/** A line in one phrase: "2 × Rantai Titanium (1: Huruf K, 2: Bintang)". */
export function packingLineText(line: PackingLine): string {
  const charms = line.charms.map((charm) => `${charm.slot}: ${charm.name}`).join(', ');
  return `${line.quantity} × ${line.name}${charms ? ` (${charms})` : ''}`;
}
