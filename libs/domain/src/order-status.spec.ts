import {
  allowedActions,
  assertTransition,
  canTransition,
  COURIER_STAGES,
  IllegalOrderTransition,
  isTerminal,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderStatus,
  orderStatusFrom,
} from './order-status.js';

describe('reading a status', () => {
  it.each([
    ['pending', 'pending'],
    ['AWAITING_SHIPMENT', 'awaiting_shipment'],
    [' collection ', 'collection'],
    ['canceled', 'cancelled'],
    ['Cancelled', 'cancelled'],
    ['on_shipment', 'on_shipping'],
    ['not_accepted', 'not_accepted'],
    ['shipping', undefined],
    ['Awaiting Shipment', undefined],
    ['', undefined],
  ])('%p reads as %p', (text, status) => {
    expect(orderStatusFrom(text)).toBe(status);
  });
});

describe('the order status machine (ARCHITECTURE.md)', () => {
  it.each<[OrderStatus, OrderStatus, boolean]>([
    ['pending', 'awaiting_shipment', true],
    ['pending', 'cancelled', true],
    ['pending', 'collection', false],
    ['awaiting_shipment', 'collection', true],
    ['awaiting_shipment', 'cancelled', true],
    ['awaiting_shipment', 'pending', false],
    ['collection', 'packing', true],
    ['collection', 'delivery', true],
    ['collection', 'done', true],
    ['collection', 'not_accepted', true],
    ['collection', 'cancelled', true],
    ['collection', 'pending', false],
    ['packing', 'on_shipping', true],
    ['packing', 'done', true],
    ['on_shipping', 'packing', false],
    ['shipped', 'on_shipping', false],
    ['delivery', 'done', true],
    ['delivery', 'not_accepted', true],
    ['packing', 'cancelled', false],
    ['delivery', 'cancelled', false],
    ['done', 'not_accepted', false],
    ['cancelled', 'pending', false],
    ['not_accepted', 'done', false],
    ['collection', 'collection', false],
  ])('given %s, moving to %s is allowed: %p', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('lists every status once, each with a row', () => {
    expect(new Set(ORDER_STATUSES).size).toBe(ORDER_STATUSES.length);
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('moves courier stages forward only, skipping allowed, and any may become not_accepted', () => {
    COURIER_STAGES.forEach((from, i) =>
      COURIER_STAGES.forEach((to, j) => expect(canTransition(from, to)).toBe(from !== 'done' && j > i)),
    );
    COURIER_STAGES.filter((stage) => stage !== 'done').forEach((stage) =>
      expect(canTransition(stage, 'not_accepted')).toBe(true),
    );
  });

  it.each<[OrderStatus, boolean]>(ORDER_STATUSES.map((s) => [s, ['done', 'cancelled', 'not_accepted'].includes(s)]))(
    '%s is terminal: %p',
    (status, terminal) => {
      expect(isTerminal(status)).toBe(terminal);
    },
  );

  it('given an illegal move, refuses it with a typed error naming both statuses', () => {
    expect(() => assertTransition('collection', 'pending')).toThrow(
      new IllegalOrderTransition('collection', 'pending'),
    );
    const refusal = (() => {
      try {
        assertTransition('done', 'cancelled');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(IllegalOrderTransition);
    expect(refusal).toMatchObject({
      name: 'IllegalOrderTransition',
      from: 'done',
      to: 'cancelled',
      message: 'An order that is done cannot become cancelled',
    });
    expect(() => assertTransition('pending', 'awaiting_shipment')).not.toThrow();
  });
});

describe('actions offered per status', () => {
  it.each<[OrderStatus, OrderAction[]]>([
    ['pending', ['pay', 'cancel']],
    ['awaiting_shipment', ['create_label', 'cancel']],
    ['collection', ['print_receipt', 'cancel', 'courier_update']],
    ['packing', ['print_receipt', 'courier_update']],
    ['on_shipping', ['print_receipt', 'courier_update']],
    ['shipped', ['print_receipt', 'courier_update']],
    ['delivery', ['print_receipt', 'courier_update']],
    ['done', []],
    ['not_accepted', []],
    ['cancelled', []],
  ])('given %s, the actions are %p', (status, actions) => {
    expect(allowedActions(status)).toEqual(actions);
  });

  it.each<[OrderAction, OrderStatus]>([
    ['pay', 'awaiting_shipment'],
    ['create_label', 'collection'],
    ['cancel', 'cancelled'],
  ])('%s is offered exactly where the machine allows a move to %s', (action, target) => {
    ORDER_STATUSES.forEach((status) =>
      expect(allowedActions(status).includes(action)).toBe(canTransition(status, target)),
    );
  });

  it('print_receipt: our choice where the seeds are silent, from collection through every courier stage before done', () => {
    expect(ORDER_STATUSES.filter((s) => allowedActions(s).includes('print_receipt'))).toEqual([
      'collection',
      'packing',
      'on_shipping',
      'shipped',
      'delivery',
    ]);
  });
});
