import { createHmac, timingSafeEqual } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { deriveKey } from '../identity/derive-key.js';
import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';

/** The header a guest sends an order's secret in (order-side seed §7: `GET /api/orders/{id}/`, "guest Token header"). */
export const ORDER_TOKEN_HEADER = 'token';

/**
 * An order's secret: what the order mails' tracking link carries, so whoever holds that mail (a
 * guest on another device, not logged in) sees the order and its receiver, and nobody else does.
 * It is a MAC of the order id under a key of its own (HKDF from JWT_SECRET, purpose
 * 'order-access'): nothing is stored, any API or worker process can make and check it, and
 * changing JWT_SECRET retires every link at once.
 */
@Injectable()
export class OrderAccess {
  private readonly key: Buffer;
  private readonly publicUrl: string;

  constructor(@Inject(SHOP_CONFIG) config: Pick<ShopConfig, 'jwtSecret' | 'publicUrl'>) {
    this.key = deriveKey(config.jwtSecret, 'order-access');
    this.publicUrl = config.publicUrl;
  }

  token(orderId: number | string): string {
    return createHmac('sha256', this.key)
      .update(`order:${String(orderId)}`)
      .digest('base64url');
  }

  /** True only for this order's own secret (compared in constant time). */
  opens(orderId: number | string, token: string | undefined): boolean {
    if (!token) return false;
    const given = Buffer.from(token);
    const expected = Buffer.from(this.token(orderId));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The order's tracking page with its secret in the fragment, which never reaches a server or a log. */
  trackingLink(orderId: number): string {
    return `${this.publicUrl}/track-order/${orderId}#token=${this.token(orderId)}`;
  }
}
