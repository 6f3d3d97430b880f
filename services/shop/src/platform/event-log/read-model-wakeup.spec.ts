import type { Projection } from '@kilau/event-store';

import { readModelWakeup } from './read-model-wakeup.js';

const model = (name: string, eventTypes?: string[]): Projection => ({
  name,
  eventTypes,
  apply: async () => undefined,
  reset: async () => undefined,
});
const events = (...types: string[]) => types.map((type) => ({ type, data: {} }));

describe('waking the read models', () => {
  it('wakes them for an event a read model reads, among others or alone', () => {
    const wakes = readModelWakeup([
      model('orders', ['OrderPlaced', 'OrderPaid']),
      model('tracking', ['WaybillAssigned']),
    ]);
    expect(wakes(events('OrderPaid'))).toBe(true);
    expect(wakes(events('CartItemsCheckedOut', 'WaybillAssigned'))).toBe(true);
  });

  it('leaves them asleep for events no read model reads, such as a cart add', () => {
    const wakes = readModelWakeup([model('orders', ['OrderPlaced'])]);
    expect(wakes(events('CartItemAdded'))).toBe(false);
    expect(wakes(events('CartItemQuantityChanged', 'CartItemRemoved'))).toBe(false);
  });

  it('always wakes them when a read model reads every type, and never when there is none', () => {
    expect(readModelWakeup([model('orders', ['OrderPlaced']), model('everything')])(events('CartItemAdded'))).toBe(
      true,
    );
    expect(readModelWakeup([])(events('OrderPlaced'))).toBe(false);
  });
});
