import { parseEventLine } from './event-file.js';

const event = {
  position: '7',
  streamId: 'order-42',
  streamType: 'order',
  version: 1,
  eventId: '0b6c5c4e-6f1e-4f57-9d0e-3f1f0c1d2e3f',
  type: 'OrderPlaced',
  data: { orderId: 42 },
  metadata: { correlationId: 'c-1' },
  recordedAt: '2026-11-25T08:00:00.123456+00:00',
};
const line = (changes: Record<string, unknown>) => JSON.stringify({ ...event, ...changes });

describe('parseEventLine', () => {
  it('reads an exported event as it was written', () => {
    expect(parseEventLine(JSON.stringify(event))).toEqual(event);
  });

  it.each([
    ['not JSON', '{"streamId":'],
    ['not an event object', '[1, 2]'],
    ['missing streamId', line({ streamId: '' })],
    ['missing type, recordedAt', line({ type: undefined, recordedAt: undefined })],
    ['version is not a whole number from 1', line({ version: 0 })],
    ['version is not a whole number from 1', line({ version: 1.5 })],
    ['event id e-1 is not a uuid', line({ eventId: 'e-1' })],
    ['stream cart-42 is not of type order', line({ streamId: 'cart-42' })],
    ['recordedAt yesterday is not a time', line({ recordedAt: 'yesterday' })],
    ['missing data', line({ data: undefined })],
    ['metadata is not an object', line({ metadata: [] })],
  ])('refuses a line: %s', (problem, text) => {
    expect(parseEventLine(text)).toBe(problem);
  });

  it('takes a line without metadata as empty metadata', () => {
    expect(parseEventLine(line({ metadata: undefined }))).toEqual({ ...event, metadata: {} });
  });
});
