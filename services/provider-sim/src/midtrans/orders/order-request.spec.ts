import { readOrder } from './order-request.js';

const details = (order_id: unknown, gross_amount: unknown) => ({ transaction_details: { order_id, gross_amount } });
const item = (fields: Record<string, unknown>) => ({ name: 'Cincin', price: 100_000, quantity: 1, ...fields });

describe('reading transaction_details and item_details', () => {
  it('reads a valid order with its items', () => {
    const body = { ...details('KL-1.a_b~c', 150_000), item_details: [item({}), item({ price: 25_000, quantity: 2 })] };
    expect(readOrder(body)).toEqual({
      order: {
        orderId: 'KL-1.a_b~c',
        grossAmount: 150_000,
        items: [item({}), item({ price: 25_000, quantity: 2 })],
      },
    });
  });

  it('lets a discount line be negative', () => {
    const body = { ...details('KL-2', 90_000), item_details: [item({}), item({ name: 'Diskon', price: -10_000 })] };
    expect('order' in readOrder(body)).toBe(true);
  });

  it.each([
    ['no body', undefined, ['transaction_details is required']],
    ['no order id', details('', 1000), ['transaction_details.order_id is required']],
    ['a numeric order id', details(42, 1000), ['transaction_details.order_id must be a string']],
    [
      'an order id of 51',
      details('K'.repeat(51), 1000),
      ['transaction_details.order_id is too long (maximum is 50 characters)'],
    ],
    [
      'a slash in the order id',
      details('KL/1', 1000),
      ['transaction_details.order_id may only contain letters, numbers and the symbols - _ ~ .'],
    ],
    ['no amount', details('KL-3', undefined), ['transaction_details.gross_amount is required']],
    ['an amount with decimals', details('KL-3', 1000.5), ['transaction_details.gross_amount must be an integer']],
    ['an amount as text', details('KL-3', '1000'), ['transaction_details.gross_amount must be an integer']],
    ['a zero amount', details('KL-3', 0), ['transaction_details.gross_amount must be greater than or equal to 1']],
    [
      'items that miss the total',
      { ...details('KL-4', 150_000), item_details: [item({})] },
      ['transaction_details.gross_amount is not equal to the sum of item_details'],
    ],
    [
      'an item name of 51',
      { ...details('KL-5', 100_000), item_details: [item({ name: 'n'.repeat(51) })] },
      ['item_details[0].name is too long (maximum is 50 characters)'],
    ],
    [
      'an item without a name or price, quantity 0',
      { ...details('KL-6', 100_000), item_details: [{ quantity: 0 }] },
      [
        'item_details[0].name is required',
        'item_details[0].price is required',
        'item_details[0].quantity must be greater than or equal to 1',
      ],
    ],
    [
      'a brand of 51',
      { ...details('KL-7', 100_000), item_details: [item({ brand: 'b'.repeat(51) })] },
      ['item_details[0].brand is too long (maximum is 50 characters)'],
    ],
    ['items that are not a list', { ...details('KL-8', 100_000), item_details: {} }, ['item_details must be an array']],
  ])('refuses %s', (_case, body, errors) => {
    expect(readOrder(body)).toEqual({ errors });
  });
});
