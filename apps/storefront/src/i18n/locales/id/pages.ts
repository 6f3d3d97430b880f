/** The pages screens in Indonesian, keyed by their English (seed) text. */
export const pages: Record<string, string> = {
  'The page you are looking for does not exist or has moved.':
    'Halaman yang kamu cari tidak ada atau sudah dipindahkan.',
  'Back to Home': 'Kembali ke Beranda',
};
