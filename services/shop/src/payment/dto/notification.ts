import { ShopError } from '../../platform/http/shop-error.js';
import type { MidtransNotification } from '../midtrans/midtrans-types.js';

/** The fields the signature and the check need, with the most characters Midtrans sends in each. */
const REQUIRED = {
  order_id: 50,
  status_code: 3,
  gross_amount: 20,
  signature_key: 128,
  transaction_status: 30,
} as const;

/**
 * A notification body, read leniently (Midtrans adds fields over time, all kept as they came) but
 * with the fields the signature and the check need present as text of a sane size.
 */
export function notificationFrom(body: unknown): MidtransNotification {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ShopError(400, 'validation_failed', 'A notification is a JSON object');
  }
  const fields = body as Record<string, unknown>;
  for (const [name, longest] of Object.entries(REQUIRED)) {
    const value = fields[name];
    if (typeof value !== 'string' || value.length === 0 || value.length > longest) {
      throw new ShopError(400, 'validation_failed', `${name} must be given as text`, {
        fields: { [name]: ['required text'] },
      });
    }
  }
  return fields as unknown as MidtransNotification;
}
