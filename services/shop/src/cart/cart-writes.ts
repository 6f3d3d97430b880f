import { Inject, Injectable } from '@nestjs/common';

import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';
import { RateLimits } from '../platform/http/rate-limits/rate-limits.js';
import { type ShopperBudget, shopperBudget } from '../platform/http/rate-limits/shopper-budget.js';

/**
 * Every change to a cart appends to its stream, which each later cart command and checkout reads
 * whole: an account's changes are limited (CART_WRITES_PER_USER a window, far above what a
 * shopper's hands make), so a script cannot grow its cart's stream at will. Counted in batches
 * of up to ten uses a process (a round trip to Redis every tenth change instead of every one): the
 * limit only has to stop a script, and still refuses the change that oversteps it.
 */
@Injectable()
export class CartWrites {
  private readonly budget: ShopperBudget;

  constructor(limits: RateLimits, @Inject(SHOP_CONFIG) config: ShopConfig) {
    this.budget = shopperBudget(limits, {
      name: 'cart-writes',
      perUser: config.cartWritesPerUser,
      durationSeconds: config.rateLimitWindowSeconds,
      reason: 'Too many changes to the cart',
      batch: 10,
    });
  }

  spend(userId: number): Promise<void> {
    return this.budget.spend({ userId });
  }
}
