import { createHash } from 'node:crypto';

/**
 * J&T's signature (PROVIDERS.md 2.2): Base64 of the lowercase MD5 hex digest of the exact JSON text
 * sent followed by the key; the hex text is what is encoded, not the raw digest bytes.
 */
export function jntSign(json: string, key: string): string {
  const hex = createHash('md5')
    .update(json + key, 'utf8')
    .digest('hex');
  return Buffer.from(hex, 'ascii').toString('base64');
}
