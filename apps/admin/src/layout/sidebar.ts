import { OrderHistoryMessages } from '@kilau/domain';

/**
 * The sidebar's entries: the seed's labels, each with its route under /adminDashboard, then ours
 * below them (the payments due back); the menu ends with the queue dashboard, which is no route.
 */
export const SIDEBAR = [
  { to: 'dashboard', label: 'Orders' },
  { to: 'products', label: 'Products' },
  { to: 'charms', label: 'Charms' },
  { to: 'giftsets', label: 'Gift Sets' },
  { to: 'discount', label: 'Discount Campaign' },
  { to: 'photoGallery', label: 'Footer Gallery' },
  { to: 'pageBanner', label: 'Page Banners' },
  { to: 'latePayments', label: OrderHistoryMessages.latePaymentsTitle },
] as const;
