import type { DemoReview } from './types.js';

/**
 * "What They Say" reviews: mostly five stars with a few honest fours and threes, so the rating breakdown
 * and the rating-then-age ordering have something to show.
 */
export const demoReviews: DemoReview[] = [
  {
    userName: 'Ayu S.', rating: 5, daysAgo: 3, withImage: true,
    text: 'Kalungnya cantik banget, sudah dipakai mandi seminggu warnanya tetap emas. Suka!',
    productKeys: ['necklace-01'], charmKeys: ['alphabet-a'], giftSetKeys: [],
  },
  {
    userName: 'Dimas P.', rating: 5, daysAgo: 5, withImage: false,
    text: 'Beli buat anniversary, pacar senang sekali. Packing rapi dan pengiriman cepat.',
    productKeys: [], charmKeys: [], giftSetKeys: ['gift-set-01'],
  },
  {
    userName: 'Putri R.', rating: 5, daysAgo: 8, withImage: true,
    text: 'Charm hatinya mungil dan detailnya rapi. Gelang paperclip-nya juga ringan.',
    productKeys: ['bracelet-02'], charmKeys: ['special-heart'], giftSetKeys: [],
  },
  {
    userName: 'Rina W.', rating: 4, daysAgo: 11, withImage: false,
    text: 'Bagus dan tidak bikin gatal. Extender-nya agak pendek untuk leher saya.',
    productKeys: ['necklace-12'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Nadia K.', rating: 5, daysAgo: 14, withImage: true,
    text: 'Anting hoop-nya dipakai tidur dan berenang tetap berkilau. Worth it!',
    productKeys: ['earring-02'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Bayu A.', rating: 5, daysAgo: 17, withImage: false,
    text: 'Gelang cuban-nya solid dan tidak luntur kena keringat waktu futsal.',
    productKeys: ['bracelet-05'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Sari M.', rating: 5, daysAgo: 20, withImage: true,
    text: 'Mutiara set-nya elegan sekali, dipakai ke kondangan banyak yang tanya beli di mana.',
    productKeys: [], charmKeys: [], giftSetKeys: ['gift-set-09'],
  },
  {
    userName: 'Fajar N.', rating: 4, daysAgo: 24, withImage: false,
    text: 'Good quality ring, slightly bigger than expected but still comfortable.',
    productKeys: ['ring-05'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Intan L.', rating: 5, daysAgo: 27, withImage: true,
    text: 'Bikin kalung sendiri di Charm Bar, hasilnya persis seperti yang aku mau.',
    productKeys: ['necklace-03'], charmKeys: ['birth-flower-06'], giftSetKeys: [],
  },
  {
    userName: 'Maya T.', rating: 5, daysAgo: 31, withImage: false,
    text: 'Love the rose gold tone, so soft and pretty. Sudah order kedua kalinya.',
    productKeys: ['earring-01'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Rizky H.', rating: 3, daysAgo: 36, withImage: false,
    text: 'Produknya bagus, tapi kurir telat dua hari. Semoga ke depan lebih cepat.',
    productKeys: ['bracelet-04'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Dewi P.', rating: 5, daysAgo: 40, withImage: true,
    text: 'Gelang kaki bintang lautnya dibawa ke pantai, kena air laut tetap aman.',
    productKeys: ['anklet-05'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Anisa F.', rating: 5, daysAgo: 46, withImage: false,
    text: 'Charm birthstone-nya warnanya cantik, pas untuk kado ulang tahun adik.',
    productKeys: [], charmKeys: ['birthstone-05', 'birthstone-mini-09'], giftSetKeys: [],
  },
  {
    userName: 'Yoga S.', rating: 5, daysAgo: 52, withImage: false,
    text: 'Kado buat ayah, katanya cincinnya pas dan nyaman. Terima kasih Kilau!',
    productKeys: [], charmKeys: [], giftSetKeys: ['gift-set-07'],
  },
  {
    userName: 'Citra D.', rating: 4, daysAgo: 58, withImage: true,
    text: 'Cute daisy ring, sizing is adjustable so it fits my index finger too.',
    productKeys: ['ring-06'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Lestari B.', rating: 5, daysAgo: 66, withImage: false,
    text: 'Kalung semanggi ini jadi jimat keberuntunganku. Kilaunya awet.',
    productKeys: ['necklace-11'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Hendra W.', rating: 5, daysAgo: 73, withImage: false,
    text: 'Couple bracelet magnetnya kuat, istri suka banget. Recommended seller.',
    productKeys: ['bracelet-07'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Vina A.', rating: 4, daysAgo: 81, withImage: true,
    text: 'Charm evil eye-nya lucu, warnanya sedikit lebih gelap dari foto tapi tetap bagus.',
    productKeys: [], charmKeys: ['special-evil-eye'], giftSetKeys: [],
  },
  {
    userName: 'Tiara N.', rating: 5, daysAgo: 90, withImage: false,
    text: 'Set bulan sabitnya serasi banget, packaging-nya mewah untuk harga segini.',
    productKeys: ['jewel-set-01'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Gilang R.', rating: 5, daysAgo: 104, withImage: false,
    text: 'Solid silver tone chain, no rust after months of daily wear.',
    productKeys: ['necklace-02'], charmKeys: ['zodiac-leo'], giftSetKeys: [],
  },
  {
    userName: 'Melati K.', rating: 5, daysAgo: 118, withImage: true,
    text: 'Anting mutiara mininya manis, telingaku yang sensitif sama sekali tidak gatal.',
    productKeys: ['earring-01'], charmKeys: [], giftSetKeys: ['gift-set-11'],
  },
  {
    userName: 'Oktaviani S.', rating: 3, daysAgo: 133, withImage: false,
    text: 'Gelang kulitnya bagus, tapi ukurannya agak longgar. CS responsif membantu tukar ukuran.',
    productKeys: ['bracelet-04'], charmKeys: [], giftSetKeys: [],
  },
  {
    userName: 'Kevin T.', rating: 5, daysAgo: 150, withImage: false,
    text: 'Bought the initial charms for my girlfriend, she wears them every day.',
    productKeys: [], charmKeys: ['alphabet-s', 'alphabet-r'], giftSetKeys: [],
  },
  {
    userName: 'Wulan P.', rating: 5, daysAgo: 172, withImage: true,
    text: 'Gelang tennis zirkonianya berkilau banget di foto maupun aslinya.',
    productKeys: ['bracelet-09'], charmKeys: [], giftSetKeys: [],
  },
];
