import type { OrderItem } from '../transactions/transaction.js';

export interface OrderRequest {
  orderId: string;
  grossAmount: number;
  items: OrderItem[];
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** String(50) fields: Snap's documented limit. Longer item names are refused, not cut (see README). */
function checkText(errors: string[], value: unknown, path: string, required: boolean): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) errors.push(`${path} is required`);
    return undefined;
  }
  if (typeof value !== 'string') errors.push(`${path} must be a string`);
  else if (value.length > 50) errors.push(`${path} is too long (maximum is 50 characters)`);
  else return value;
  return undefined;
}

function checkInteger(errors: string[], value: unknown, path: string, minimum?: number): number | undefined {
  if (value === undefined || value === null) errors.push(`${path} is required`);
  else if (typeof value !== 'number' || !Number.isInteger(value)) errors.push(`${path} must be an integer`);
  else if (minimum !== undefined && value < minimum) errors.push(`${path} must be greater than or equal to ${minimum}`);
  else return value;
  return undefined;
}

function readItems(errors: string[], value: unknown): OrderItem[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    errors.push('item_details must be an array');
    return [];
  }
  return value.map((raw: unknown, i) => {
    const item = isObject(raw) ? raw : {};
    const path = `item_details[${i}]`;
    const id = checkText(errors, item.id, `${path}.id`, false);
    for (const field of ['brand', 'category', 'merchant_name'])
      checkText(errors, item[field], `${path}.${field}`, false);
    return {
      ...(id !== undefined ? { id } : {}),
      name: checkText(errors, item.name, `${path}.name`, true) ?? '',
      price: checkInteger(errors, item.price, `${path}.price`) ?? 0,
      quantity: checkInteger(errors, item.quantity, `${path}.quantity`, 1) ?? 0,
    };
  });
}

/**
 * `transaction_details` and `item_details` as Snap and the Core API check them (PROVIDERS.md 1.2):
 * integer IDR amounts, an order id of at most 50 letters, digits and `-_~.`, and items that add
 * up to the gross amount exactly. Answers every problem at once, like Midtrans's error lists.
 */
export function readOrder(body: unknown): { order: OrderRequest } | { errors: string[] } {
  const errors: string[] = [];
  const details = isObject(body) ? body.transaction_details : undefined;
  if (!isObject(details)) return { errors: ['transaction_details is required'] };
  const orderId = details.order_id;
  if (orderId === undefined || orderId === null || orderId === '')
    errors.push('transaction_details.order_id is required');
  else if (typeof orderId !== 'string') errors.push('transaction_details.order_id must be a string');
  else if (orderId.length > 50) errors.push('transaction_details.order_id is too long (maximum is 50 characters)');
  else if (!/^[A-Za-z0-9\-_~.]+$/.test(orderId)) {
    errors.push('transaction_details.order_id may only contain letters, numbers and the symbols - _ ~ .');
  }
  const grossAmount = checkInteger(errors, details.gross_amount, 'transaction_details.gross_amount', 1);
  const items = readItems(errors, isObject(body) ? body.item_details : undefined);
  if (errors.length === 0 && items.length > 0) {
    const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
    if (sum !== grossAmount) errors.push('transaction_details.gross_amount is not equal to the sum of item_details');
  }
  if (errors.length > 0 || typeof orderId !== 'string' || grossAmount === undefined) return { errors };
  return { order: { orderId, grossAmount, items } };
}
