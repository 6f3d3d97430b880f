import { ShopError } from '../../http/shop-error.js';
import type { MidtransNotification } from '../midtrans/midtrans-types.js';

const REQUIRED = ['order_id', 'status_code', 'gross_amount', 'signature_key', 'transaction_status'] as const;

/**
 * A notification body, read leniently (Midtrans adds fields over time, all kept as they came) but
 * with the fields the signature and the check need present as text of a sane size.
 */
export function notificationFrom(body: unknown): MidtransNotification {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ShopError(400, 'validation_failed', 'A notification is a JSON object');
  }
  const fields = body as Record<string, unknown>;
  for (const name of REQUIRED) {
    const value = fields[name];
    if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
      throw new ShopError(400, 'validation_failed', `${name} must be given as text`, {
        fields: { [name]: ['required text'] },
      });
    }
  }
  return fields as unknown as MidtransNotification;
}
