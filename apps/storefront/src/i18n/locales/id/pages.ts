/** The pages screens in Indonesian, keyed by their English (seed) text. */
export const pages: Record<string, string> = {
  'The page you are looking for does not exist or has moved.':
    'Halaman yang kamu cari tidak ada atau sudah dipindahkan.',
  'Back to Home': 'Kembali ke Beranda',
  'Confirm your subscription': 'Konfirmasi langganan kamu',
  'Confirm that you want the Kilau newsletter at this address.':
    'Konfirmasi bahwa kamu ingin menerima newsletter Kilau di alamat ini.',
  'Confirm my subscription': 'Konfirmasi langganan saya',
  Unsubscribe: 'Berhenti berlangganan',
  'Stop the Kilau newsletter at this address.': 'Hentikan newsletter Kilau di alamat ini.',
  'Refund Policy': 'Kebijakan Pengembalian Dana',
  'We want you to love your Kilau jewellery. If something is not right, here is how returns and refunds work.':
    'Kami ingin kamu menyukai perhiasan Kilau-mu. Jika ada yang kurang tepat, begini cara pengembalian barang dan dana.',
  Returns: 'Pengembalian Barang',
  'You may return an item within {{days}} days of delivery.':
    'Kamu dapat mengembalikan barang dalam {{days}} hari sejak diterima.',
  'Returns within {{days}} days of receipt are free: we pay for the parcel back. After that, you send it back at your own cost.':
    'Pengembalian dalam {{days}} hari sejak diterima gratis: kami yang membayar ongkos kirim baliknya. Setelah itu, ongkos kirim balik ditanggung sendiri.',
  'The item must be unused and in its original packaging, with everything it came with.':
    'Barang harus belum dipakai dan dalam kemasan aslinya, lengkap dengan semua kelengkapannya.',
  'To start a return, email us at': 'Untuk memulai pengembalian, kirim email ke',
  'with your order number and the item you are returning.':
    'dengan nomor pesanan dan barang yang ingin kamu kembalikan.',
  Refunds: 'Pengembalian Dana',
  'Once your return arrives we inspect it. Approved refunds go back to your original payment method within {{days}} business days after the inspection.':
    'Setelah barang kembali, kami memeriksanya. Pengembalian dana yang disetujui dikirim ke metode pembayaran awalmu dalam {{days}} hari kerja setelah pemeriksaan.',
  'Damaged items': 'Barang Rusak',
  'If your item arrives damaged, email us at': 'Jika barangmu tiba dalam keadaan rusak, kirim email ke',
  'with photos of the item and its packaging, and your order number. We will arrange a replacement or a refund.':
    'dengan foto barang dan kemasannya, serta nomor pesananmu. Kami akan mengatur penggantian atau pengembalian dana.',
  'Non-returnable items': 'Barang yang Tidak Dapat Dikembalikan',
  'Sale items and personalised items (such as custom charm pieces and pieces with a gift note) cannot be returned unless they arrive damaged.':
    'Barang diskon dan barang personal (seperti perhiasan charm custom dan perhiasan dengan pesan hadiah) tidak dapat dikembalikan kecuali tiba dalam keadaan rusak.',
  'Questions about your order? See our': 'Ada pertanyaan tentang pesananmu? Lihat',
  FAQ: 'FAQ',
  'or write to': 'atau kirim email ke',
};
