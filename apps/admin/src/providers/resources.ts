/**
 * The console's resources: each one's route under /adminDashboard (the seed's route table) and
 * its REST resource under /api/admin. The routes keep the seed's names; the API speaks the
 * service's.
 */
export const RESOURCES = {
  orders: 'orders',
  charms: 'charms',
  giftsets: 'gift-sets',
  products: 'products',
  discount: 'discount-campaigns',
  photoGallery: 'photo-gallery',
  pageBanner: 'page-banners',
  latePayments: 'late-payments',
} as const;

export type ConsoleResource = keyof typeof RESOURCES;

export function apiResource(resource: string): string {
  return (RESOURCES as Record<string, string>)[resource] ?? resource;
}
