import { type OrderStatus, stageOfEntry } from '@kilau/domain';
import type { JntStageCode } from '@kilau/provider-sim';

/** A demo shopper: where they live is looked up the storefront's way (city search, then its area codes). */
export interface DemoCustomer {
  email: string;
  first_name: string;
  last_name: string;
  receiver_phone: string;
  address: string;
  postal_code: string;
  province: string;
  /** What the shopper types in the checkout's city search. */
  citySearch: string;
}

/** A cart line by kind: the n-th product, a charm necklace (a piece taking charms, with two), a gift set, loose charms. */
export interface DemoLine {
  kind: 'product' | 'necklace' | 'gift_set' | 'charms';
  pick: number;
  quantity?: number;
  message?: string;
}

/**
 * Where an order ends: left unpaid, paid and waiting for its label, paid then cancelled by staff,
 * labelled (collection), or labelled and its parcel moved by the courier to a tracking stage.
 */
export type DemoFate = 'unpaid' | 'paid' | 'cancelled' | 'labelled' | { courier: JntStageCode };

export interface DemoOrder {
  customer: number;
  lines: DemoLine[];
  fate: DemoFate;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  customer('ayu.lestari', 'Ayu', 'Lestari', '81234500101', 'Jl. Tukad Badung 8', '80226', 'Bali', 'denpasar'),
  customer('budi.santoso', 'Budi', 'Santoso', '81234500102', 'Jl. Dago 41', '40135', 'Jawa Barat', 'bandung'),
  customer('citra.dewi', 'Citra', 'Dewi', '81234500103', 'Jl. Darmo 17', '60241', 'Jawa Timur', 'surabaya'),
  customer(
    'dimas.pratama',
    'Dimas',
    'Pratama',
    '81234500104',
    'Jl. Kaliurang 5',
    '55281',
    'DI Yogyakarta',
    'yogyakarta',
  ),
];

/** A dozen orders, so that every Order Management tab the shop's own flows reach holds at least one. */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  { customer: 0, lines: [{ kind: 'product', pick: 0 }], fate: 'unpaid' },
  { customer: 1, lines: [{ kind: 'gift_set', pick: 0, message: 'Selamat ulang tahun, Sayang!' }], fate: 'unpaid' },
  { customer: 2, lines: [{ kind: 'necklace', pick: 0, message: 'Untuk Ibu tercinta' }], fate: 'paid' },
  {
    customer: 3,
    lines: [
      { kind: 'product', pick: 1, quantity: 2 },
      { kind: 'charms', pick: 2 },
    ],
    fate: 'paid',
  },
  { customer: 0, lines: [{ kind: 'product', pick: 2 }], fate: 'cancelled' },
  { customer: 1, lines: [{ kind: 'necklace', pick: 1, message: 'Happy anniversary' }], fate: 'labelled' },
  { customer: 2, lines: [{ kind: 'gift_set', pick: 1 }], fate: { courier: 100 } },
  {
    customer: 3,
    lines: [
      { kind: 'product', pick: 3 },
      { kind: 'necklace', pick: 2 },
    ],
    fate: { courier: 102 },
  },
  { customer: 0, lines: [{ kind: 'charms', pick: 0, message: 'Semangat kuliahnya!' }], fate: { courier: 103 } },
  { customer: 1, lines: [{ kind: 'product', pick: 4 }], fate: { courier: 104 } },
  { customer: 2, lines: [{ kind: 'necklace', pick: 3, message: 'Selamat wisuda, Kak' }], fate: { courier: 200 } },
  { customer: 3, lines: [{ kind: 'gift_set', pick: 2, quantity: 2 }], fate: { courier: 200 } },
];

/** The order status each fate leaves; a courier stage is read by the shop's own mapping of J&T's codes. */
export function statusAfter(fate: DemoFate): OrderStatus {
  if (typeof fate === 'object') return stageOfEntry({ status: '', status_code: fate.courier }) ?? 'collection';
  const statuses = {
    unpaid: 'pending',
    paid: 'awaiting_shipment',
    cancelled: 'cancelled',
    labelled: 'collection',
  } as const;
  return statuses[fate];
}

export const isPaid = (fate: DemoFate) => fate !== 'unpaid';
export const isLabelled = (fate: DemoFate) => fate === 'labelled' || typeof fate === 'object';

/** The J&T stage the simulated courier moves the order's parcel to, if any. */
export const courierStage = (fate: DemoFate): JntStageCode | undefined =>
  typeof fate === 'object' ? fate.courier : undefined;

function customer(
  name: string,
  first_name: string,
  last_name: string,
  receiver_phone: string,
  address: string,
  postal_code: string,
  province: string,
  citySearch: string,
): DemoCustomer {
  return {
    email: `${name}@demo.kilau.id`,
    first_name,
    last_name,
    receiver_phone,
    address,
    postal_code,
    province,
    citySearch,
  };
}
