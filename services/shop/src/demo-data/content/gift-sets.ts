import type { DemoGiftSet } from './types.js';

/**
 * Curated gift sets for the For Us / For Him / For Her / Monthly Special pages. Each is priced below the sum of its
 * products and carries no discount, because gift sets take no discount in the cart.
 */
export const demoGiftSets: DemoGiftSet[] = [
  {
    key: 'gift-set-01', name: 'Paket Couple Infinity', label: 'forUs',
    price: 329_000, discount: 0, rating: 4.9, stock: 34, soldStok: 187, daysAgo: 210, isMonthlySpecial: false,
    description: 'Cincin couple infinity dan gelang magnet hati untuk kalian berdua, dikemas dalam satu kotak hadiah.',
    productKeys: ['ring-02', 'bracelet-07'], imageCount: 2,
  },
  {
    key: 'gift-set-02', name: 'Gift Set Kita Berdua Gold & Silver', label: 'forUs',
    price: 299_000, discount: 0, rating: 4.7, stock: 22, soldStok: 96, daysAgo: 160, isMonthlySpecial: false,
    description: 'A gold crescent necklace for her and a silver Figaro bracelet for him, in one matching box.',
    productKeys: ['necklace-01', 'bracelet-01'], imageCount: 2,
  },
  {
    key: 'gift-set-03', name: 'Paket Bulan & Bintang Berdua', label: 'forUs',
    price: 309_000, discount: 0, rating: 4.8, stock: 18, soldStok: 74, daysAgo: 95, isMonthlySpecial: false,
    description: 'Kalung bulan sabit dan kalung bintang yang saling melengkapi, simbol kamu dan aku.',
    productKeys: ['necklace-01', 'necklace-06'], imageCount: 2,
  },
  {
    key: 'gift-set-04', name: 'Paket Liburan Berdua', label: 'forUs',
    price: 319_000, discount: 0, rating: 4.5, stock: 0, soldStok: 58, daysAgo: 240, isMonthlySpecial: false,
    description: 'Dua gelang kaki dan satu gelang rantai bola yang tahan air laut untuk liburan pantai berdua.',
    productKeys: ['anklet-01', 'anklet-02', 'bracelet-10'], imageCount: 2,
  },
  {
    key: 'gift-set-05', name: 'Paket Gentleman Cuban', label: 'forHim',
    price: 389_000, discount: 0, rating: 4.8, stock: 27, soldStok: 121, daysAgo: 180, isMonthlySpecial: false,
    description: 'Gelang rantai cuban dan cincin signet titanium natural: hadiah tegas untuk dia yang simpel.',
    productKeys: ['bracelet-05', 'ring-05'], imageCount: 2,
  },
  {
    key: 'gift-set-06', name: 'Gift Set Pria Minimalis', label: 'forHim',
    price: 359_000, discount: 0, rating: 4.6, stock: 31, soldStok: 67, daysAgo: 130, isMonthlySpecial: false,
    description: 'A leather bracelet, an engraved band and a snake chain in natural titanium for everyday wear.',
    productKeys: ['bracelet-04', 'ring-09', 'necklace-02'], imageCount: 2,
  },
  {
    key: 'gift-set-07', name: 'Paket Ayah Hebat', label: 'forHim',
    price: 419_000, discount: 0, rating: 4.9, stock: 15, soldStok: 48, daysAgo: 70, isMonthlySpecial: false,
    description: 'Cincin signet, gelang kulit dan kalung rantai Singapore untuk ayah, kakak atau suami tercinta.',
    productKeys: ['ring-05', 'bracelet-04', 'necklace-10'], imageCount: 2,
  },
  {
    key: 'gift-set-08', name: 'Paket Kado Wisuda Pria', label: 'forHim',
    price: 319_000, discount: 0, rating: 4.7, stock: 20, soldStok: 39, daysAgo: 45, isMonthlySpecial: false,
    description: 'Gelang cuban dan cincin ukir yang tahan lama, kenang-kenangan wisuda yang bisa dipakai setiap hari.',
    productKeys: ['bracelet-05', 'ring-09'], imageCount: 2,
  },
  {
    key: 'gift-set-09', name: 'Paket Manis Mutiara', label: 'forHer',
    price: 489_000, discount: 0, rating: 5.0, stock: 12, soldStok: 143, daysAgo: 200, isMonthlySpecial: false,
    description: 'Kalung, anting dan gelang mutiara air tawar berlapis rose gold 18K untuk dia yang anggun.',
    productKeys: ['necklace-05', 'earring-01', 'bracelet-06'], imageCount: 2,
  },
  {
    key: 'gift-set-10', name: 'Gift Set Daisy Ceria', label: 'forHer',
    price: 299_000, discount: 0, rating: 4.6, stock: 29, soldStok: 52, daysAgo: 35, isMonthlySpecial: false,
    description: 'A daisy ring, heart studs and a heart anklet: a cheerful little set for a best friend.',
    productKeys: ['ring-06', 'earring-09', 'anklet-07'], imageCount: 2,
  },
  {
    key: 'gift-set-11', name: 'Paket Sahabat Tersayang', label: 'forHer',
    price: 299_000, discount: 0, rating: 4.8, stock: 40, soldStok: 88, daysAgo: 150, isMonthlySpecial: false,
    description: 'Kalung hati dan anting tetes air rose gold, kado ulang tahun yang manis untuk sahabat.',
    productKeys: ['necklace-04', 'earring-07'], imageCount: 2,
  },
  {
    key: 'gift-set-12', name: 'Paket Glamour Malam Minggu', label: 'forHer',
    price: 829_000, discount: 0, rating: 4.9, stock: 4, soldStok: 36, daysAgo: 55, isMonthlySpecial: false,
    description: 'Kalung, anting, gelang tennis dan cincin solitaire zirkonia yang berkilau untuk malam istimewa.',
    productKeys: ['necklace-14', 'earring-04', 'bracelet-09', 'ring-03'], imageCount: 2,
  },
  {
    key: 'gift-set-13', name: 'Paket Valentine Hati Berdua', label: 'monthlySpecial',
    price: 349_000, discount: 0, rating: 4.9, stock: 45, soldStok: 97, daysAgo: 12, isMonthlySpecial: true,
    description: 'Kalung, anting dan gelang kaki motif hati rose gold dalam kotak merah: spesial bulan ini saja.',
    productKeys: ['necklace-04', 'earring-09', 'anklet-07'], imageCount: 2,
  },
  {
    key: 'gift-set-14', name: 'Paket Spesial Gajian November', label: 'monthlySpecial',
    price: 459_000, discount: 0, rating: 4.8, stock: 38, soldStok: 64, daysAgo: 6, isMonthlySpecial: true,
    description: 'Treat yourself on payday: a paperclip necklace, a charm bracelet and classic hoops in 18K gold.',
    productKeys: ['necklace-07', 'bracelet-02', 'earring-02'], imageCount: 2,
  },
  {
    key: 'gift-set-15', name: 'Paket Hari Ibu Desember', label: 'monthlySpecial',
    price: 379_000, discount: 0, rating: 4.9, stock: 25, soldStok: 22, daysAgo: 4, isMonthlySpecial: true,
    description: 'Kalung mutiara dan set cincin rose gold untuk ibu tercinta, lengkap dengan kartu ucapan.',
    productKeys: ['necklace-05', 'ring-07'], imageCount: 2,
  },
  {
    key: 'gift-set-16', name: 'Paket Kilau Akhir Tahun', label: 'monthlySpecial',
    price: 699_000, discount: 0, rating: 4.7, stock: 9, soldStok: 17, daysAgo: 2, isMonthlySpecial: true,
    description: 'Layered necklace, bangle, drop earrings and a stacking ring in 18K gold to close the year in style.',
    productKeys: ['necklace-12', 'bracelet-03', 'earring-10', 'ring-01'], imageCount: 2,
  },
];
