import { hkdfSync } from 'node:crypto';

/**
 * A key of its own for one purpose ('login-mail', 'login-link'), derived from the shop's secret
 * with HKDF-SHA256: what one purpose leaks or rotates says nothing about another's key.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'kilau', purpose, 32));
}
