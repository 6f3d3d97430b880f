import { createHash } from 'node:crypto';

/**
 * J&T's signature for every signed call (`data_sign`, `sign`, `data_digest`): Base64 of the
 * lowercase hex MD5 of the exact text posted followed by the key, as PHP's
 * `base64_encode(md5($json . $key))` gives it; not Base64 of the raw digest bytes.
 */
export function jntSign(text: string, key: string): string {
  const hex = createHash('md5').update(`${text}${key}`, 'utf8').digest('hex');
  return Buffer.from(hex, 'ascii').toString('base64');
}

/** Whether `sign` signs `text` with `key`; anything but two strings is not signed. */
export function signedWith(text: unknown, sign: unknown, key: string): text is string {
  return typeof text === 'string' && typeof sign === 'string' && sign === jntSign(text, key);
}
