export { demoCharms } from './charms.js';
export { demoGiftSets } from './gift-sets.js';
export { demoProducts } from './products.js';
export { demoBanners, demoCampaigns, demoGallery, demoReviews, demoVideos } from './storefront.js';
export * from './types.js';
