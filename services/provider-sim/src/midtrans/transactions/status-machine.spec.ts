import { canMove, statusCode } from './status-machine.js';

describe('the transaction status machine', () => {
  it.each([
    ['pending', 'settlement', true],
    ['pending', 'expire', true],
    ['capture', 'settlement', true],
    ['capture', 'cancel', true],
    ['settlement', 'refund', true],
    ['settlement', 'pending', false],
    ['settlement', 'expire', false],
    ['settlement', 'cancel', false],
    ['expire', 'settlement', false],
    ['deny', 'settlement', false],
    ['refund', 'settlement', false],
  ] as const)('%s -> %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it.each([
    ['settlement', '200', '200'],
    ['capture', '200', '200'],
    ['pending', '201', '201'],
    ['deny', '202', '202'],
    ['cancel', '202', '202'],
    ['expire', '202', '407'],
  ] as const)('%s carries %s in a notification and %s from the status API', (status, notification, api) => {
    expect(statusCode(status, 'notification')).toBe(notification);
    expect(statusCode(status, 'api')).toBe(api);
  });
});
