import type { ShopConfig } from '@kilau/shop';

/**
 * The limits on one shopper lifted, for benchmarks whose few customers place orders by the
 * hundred from one address: they measure how fast the shop places orders, not its limits.
 */
export const UNLIMITED_SHOPPERS: Partial<ShopConfig> = {
  maxOpenUnpaidOrders: 1_000_000,
  checkoutsPerUser: 1_000_000,
  checkoutsPerClient: 1_000_000,
  cartWritesPerUser: 1_000_000,
};
