import type { DemoBanner, DemoCampaign, DemoGalleryImage, DemoVideo } from './types.js';

/**
 * One running campaign (so the home Special Offer countdown has something to count down) and one ended one
 * (so the "first campaign that has not ended" rule is visible). `amount` values are new fixed prices.
 */
export const demoCampaigns: DemoCampaign[] = [
  {
    name: 'Promo Gajian November',
    startDaysAgo: 3,
    endInDays: 4,
    items: [
      { productKey: 'necklace-01', type: 'percent', value: 15 },
      { productKey: 'bracelet-02', type: 'percent', value: 20 },
      { productKey: 'earring-02', type: 'percent', value: 10 },
      { productKey: 'ring-04', type: 'amount', value: 99_000 },
      { productKey: 'anklet-01', type: 'amount', value: 79_000 },
      { productKey: 'necklace-07', type: 'amount', value: 159_000 },
    ],
  },
  {
    name: 'Flash Sale 10.10',
    startDaysAgo: 30,
    endInDays: -27,
    items: [
      { productKey: 'earring-03', type: 'percent', value: 25 },
      { productKey: 'bracelet-01', type: 'amount', value: 109_000 },
    ],
  },
];

/** A headline for every page-banner key; the quoted ones are the storefront seed's own hero texts. */
export const demoBanners: DemoBanner[] = [
  { page: 'homepage', headline: 'Jewellery That Tells Your Story' },
  { page: 'charmbar', headline: 'Craft a Piece as Unique as You' },
  { page: 'charms', headline: 'Little Charms, Big Meaning' },
  { page: 'necklaces', headline: 'Wear Your Story, Close to Your Heart' },
  { page: 'bracelets', headline: 'Every Charm, a Memory' },
  { page: 'earrings', headline: 'Frame Your Face with Elegance' },
  { page: 'rings', headline: 'A Circle of Everyday Shine' },
  { page: 'anklets', headline: 'Shine with Every Step' },
  { page: 'gift_sets', headline: 'Gifts Wrapped in Meaning' },
  { page: 'new_arrival', headline: 'Fresh Designs, Timeless Stories' },
  { page: 'jewel_set', headline: 'Effortless Elegance, Perfectly Paired' },
  { page: 'for_us', headline: 'Perfectly Paired For Us' },
  { page: 'for_him', headline: 'Effortless Elegance, Perfectly Paired For Him' },
  { page: 'for_her', headline: 'Effortless Elegance, Perfectly Paired For Her' },
  { page: 'monthly_special', headline: 'Wear Your Story, Close to Your Heart With Our Monthly Specials' },
];

/** Footer gallery ("Jewelry that speaks for you"); the storefront shows the last six. */
export const demoGallery: DemoGalleryImage[] = [
  { altText: 'Kalung Bulan Sabit Gold dipakai saat brunch akhir pekan' },
  { altText: 'Tumpukan gelang charm gold dan silver di pergelangan tangan' },
  { altText: 'Anting hoop klasik gold dengan rambut dikuncir' },
  { altText: 'Cincin couple infinity di tangan pasangan' },
  { altText: 'Gelang kaki bintang laut di pasir pantai Bali' },
  { altText: 'Kotak hadiah Kilau dengan pita emas' },
  { altText: 'Charm huruf inisial di atas meja marmer' },
  { altText: 'Layered necklaces in rose gold on a linen shirt' },
  { altText: 'Set mutiara klasik rose gold untuk kondangan' },
  { altText: 'Waterproof titanium bracelet after a swim' },
];

/** Home video carousel; `file` names a clip in `demo-data/assets/`. */
export const demoVideos: DemoVideo[] = [
  { title: 'Kilau Gold Shimmer', file: 'kilau-video-1.webm' },
  { title: 'Rose Gold Glow', file: 'kilau-video-2.webm' },
  { title: 'Silver Sparkle', file: 'kilau-video-3.webm' },
];

export { demoReviews } from './reviews.js';
