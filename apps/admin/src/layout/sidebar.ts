/** The sidebar's entries: the seed's labels, each with its route under /adminDashboard. */
export const SIDEBAR = [
  { to: 'dashboard', label: 'Orders' },
  { to: 'products', label: 'Products' },
  { to: 'charms', label: 'Charms' },
  { to: 'giftsets', label: 'Gift Sets' },
  { to: 'discount', label: 'Discount Campaign' },
  { to: 'photoGallery', label: 'Footer Gallery' },
  { to: 'pageBanner', label: 'Page Banners' },
] as const;
