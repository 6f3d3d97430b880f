/**
 * The order status machine (ARCHITECTURE.md 'Order status machine'; order-side seed §4 'Order
 * fulfillment statuses'), as data: the service refuses any move not in the table, the console
 * offers only the actions it allows, and the tabs and badges read the same list.
 */
export const ORDER_STATUSES = [
  'pending',
  'awaiting_shipment',
  'collection',
  'packing',
  'on_shipping',
  'shipped',
  'delivery',
  'done',
  'not_accepted',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The seed lists both `cancelled` and `canceled`, and its badge list writes `on_shipment` for the
 * `on_shipping` stage; each is read as the one status we store.
 */
const STATUS_ALIASES: Readonly<Record<string, OrderStatus>> = { canceled: 'cancelled', on_shipment: 'on_shipping' };

/** Reads a status written in any case or in the seed's other spelling; undefined for anything else. */
export function orderStatusFrom(text: string): OrderStatus | undefined {
  const folded = text.trim().toLowerCase();
  return STATUS_ALIASES[folded] ?? ORDER_STATUSES.find((status) => status === folded);
}

/**
 * Where each status may go. pending moves on when the payment settles; awaiting_shipment when the
 * label is created and the waybill known; from collection the courier's updates take over. Courier
 * stages only move forward (packing < on_shipping < shipped < delivery < done), skipping stages a
 * courier did not report, and any of them may end in not_accepted (rejected or returned). Staff or
 * the unpaid-order rule may cancel until the parcel is with the courier. A status never moves to
 * itself: a repeated update is already recorded, not a transition.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['awaiting_shipment', 'cancelled'],
  awaiting_shipment: ['collection', 'cancelled'],
  collection: ['packing', 'on_shipping', 'shipped', 'delivery', 'done', 'not_accepted', 'cancelled'],
  packing: ['on_shipping', 'shipped', 'delivery', 'done', 'not_accepted'],
  on_shipping: ['shipped', 'delivery', 'done', 'not_accepted'],
  shipped: ['delivery', 'done', 'not_accepted'],
  delivery: ['done', 'not_accepted'],
  done: [],
  not_accepted: [],
  cancelled: [],
};

/** The courier's stages in the order a parcel passes them. */
export const COURIER_STAGES = [
  'packing',
  'on_shipping',
  'shipped',
  'delivery',
  'done',
] as const satisfies readonly OrderStatus[];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The typed refusal of a move the machine does not allow; it changes nothing. */
export class IllegalOrderTransition extends Error {
  readonly from: OrderStatus;
  readonly to: OrderStatus;

  constructor(from: OrderStatus, to: OrderStatus) {
    super(`An order that is ${from} cannot become ${to}`);
    this.name = 'IllegalOrderTransition';
    this.from = from;
    this.to = to;
  }
}

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw new IllegalOrderTransition(from, to);
}

/** done, cancelled and not_accepted: nothing moves the order any more. */
export function isTerminal(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

export const ORDER_ACTIONS = ['pay', 'create_label', 'print_receipt', 'cancel', 'courier_update'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * The statuses each action is offered on. pay, create_label and cancel follow the transitions they
 * cause. print_receipt (the seeds leave it open) needs a waybill, so it starts at collection, and
 * stays on every courier stage before done: a lost or damaged label can be reprinted until the
 * parcel is delivered. courier_update applies wherever the courier still holds the parcel.
 */
export const ORDER_ACTION_STATUSES: Readonly<Record<OrderAction, readonly OrderStatus[]>> = {
  pay: ['pending'],
  create_label: ['awaiting_shipment'],
  print_receipt: ['collection', 'packing', 'on_shipping', 'shipped', 'delivery'],
  cancel: ['pending', 'awaiting_shipment', 'collection'],
  courier_update: ['collection', 'packing', 'on_shipping', 'shipped', 'delivery'],
};

/** The actions an order in this status offers, in ORDER_ACTIONS order. */
export function allowedActions(status: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => ORDER_ACTION_STATUSES[action].includes(status));
}
