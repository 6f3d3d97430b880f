import { ShopError } from '../../platform/http/shop-error.js';

/** The Idempotency-Key header: any printable ASCII, 1 to 100 characters. */
export const IdempotencyKey = {
  from(header: string | undefined): string | undefined {
    if (header === undefined) return undefined;
    const key = header.trim();
    if (!/^[\x21-\x7e]{1,100}$/.test(key)) {
      throw new ShopError(400, 'bad_idempotency_key', 'Idempotency-Key must be 1 to 100 printable characters');
    }
    return key;
  },
};
