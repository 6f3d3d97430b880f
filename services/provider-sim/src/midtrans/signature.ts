import { createHash } from 'node:crypto';

/**
 * Midtrans's notification signature: lowercase hex SHA-512 of order_id + status_code +
 * gross_amount + server key, concatenated as text, with gross_amount exactly as sent ("150000.00").
 */
export function signatureKey(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`, 'utf8').digest('hex');
}
