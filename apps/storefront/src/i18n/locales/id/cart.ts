/** The cart screens in Indonesian, keyed by their English (seed) text. */
export const cart: Record<string, string> = {
  'Your Cart': 'Keranjang Kamu',
  'Close cart': 'Tutup keranjang',
  'Select all': 'Pilih semua',
  Total: 'Total',
  Checkout: 'Checkout',
  Retry: 'Coba lagi',
  Charms: 'Charm',
  'Make It Extra Special': 'Jadikan Lebih Istimewa',
  'Skip Message': 'Lewati Pesan',
  'Add with Message': 'Tambah dengan Pesan',
  'Add a personal message to your gift': 'Tambahkan pesan pribadi untuk hadiahmu',
  'Kept for you': 'Disimpan untukmu',
  'Add to Cart': 'Tambah ke Keranjang',
  Dismiss: 'Tutup',
  Cancel: 'Batal',
  Remove: 'Hapus',
};
