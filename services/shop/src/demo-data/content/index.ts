export * from './types.js';
export { demoProducts } from './products.js';
export { demoCharms } from './charms.js';
export { demoGiftSets } from './gift-sets.js';
export { demoCampaigns, demoBanners, demoGallery, demoVideos, demoReviews } from './storefront.js';
