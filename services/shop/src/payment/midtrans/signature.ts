import { createHash, timingSafeEqual } from 'node:crypto';

/** Midtrans's notification signature: SHA-512 of order id, status code, gross amount (as sent, "150000.00") and the server key. */
export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

/** Whether a notification's `signature_key` is the one Midtrans would have computed, compared in constant time. */
export function hasValidSignature(
  notification: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(
    midtransSignature(notification.order_id, notification.status_code, notification.gross_amount, serverKey),
  );
  const given = Buffer.from(notification.signature_key.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
