import type { OrderEvent } from '../events.js';
import type { OrderCommand } from './commands.js';
import { at, cancelled, order, paid, placed } from './order-facts.spec-support.js';

const gaveUp: OrderCommand = {
  type: 'RecordJobFailure',
  ...{ queue: 'mail', job: 'send', jobId: 'j-1', attempts: 5, error: 'timeout' },
};
const failed: OrderEvent = {
  type: 'JobFailed',
  data: { orderId: 7, queue: 'mail', job: 'send', jobId: 'j-1', attempts: 5, error: 'timeout', at },
};

describe('a job about the order giving up for good', () => {
  it.each<[string, OrderEvent[]]>([
    ['waiting for its payment', [placed]],
    ['paid', [placed, paid]],
    ['cancelled', [placed, cancelled]],
    ['with a job that failed before (each give-up is noted)', [placed, failed]],
  ])('given an order %s, when its job gives up, then exactly JobFailed', (_, history) => {
    expect(order.given(history).when(gaveUp).events).toEqual([failed]);
  });

  it('given no order, then nothing is noted and nothing refused (the outbox row is marked all the same)', () => {
    expect(order.given([]).when(gaveUp)).toEqual({ events: [] });
  });
});
