/** The review screens in Indonesian, keyed by their English (seed) text. */
export const review: Record<string, string> = {
  Cancel: 'Batal',
  Confirm: 'Konfirmasi',
  Date: 'Tanggal',
  'Fulfillment Status': 'Status Pengiriman',
  'Leave a Review': 'Tulis Ulasan',
  'Order Number': 'Nomor Pesanan',
  'Payment Status': 'Status Pembayaran',
  'Photo (optional)': 'Foto (opsional)',
  Rating: 'Rating',
  'Return to Home': 'Kembali ke Beranda',
  'Review Your Order': 'Ulas Pesanan Kamu',
  'Shipping Address': 'Alamat Pengiriman',
  'Submit Review': 'Kirim Ulasan',
  Total: 'Total',
  'Your Order': 'Pesanan Kamu',
  'Your Review': 'Ulasan Kamu',
};
