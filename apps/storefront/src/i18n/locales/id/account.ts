/** The account screens in Indonesian, keyed by their English (seed) text. */
export const account: Record<string, string> = {
  Login: 'Masuk',
  'You are logged in as {{email}}.': 'Kamu masuk sebagai {{email}}.',
  'Continue shopping': 'Lanjut belanja',
  'Enter your email and we will send you a 4-digit code. No password needed.':
    'Masukkan email kamu dan kami kirimkan kode 4 digit. Tanpa kata sandi.',
  'Email address': 'Alamat email',
  'Sending...': 'Mengirim...',
  Continue: 'Lanjut',
  'Enter your code': 'Masukkan kode kamu',
  'Code expires in {{left}}': 'Kode berlaku {{left}} lagi',
  'Verifying...': 'Memverifikasi...',
  Verify: 'Verifikasi',
  "Didn't get the code?": 'Tidak menerima kode?',
  'Send a new code': 'Kirim kode baru',
  'Use another email': 'Pakai email lain',
  'Sign in': 'Masuk',
  'Back to login': 'Kembali ke halaman masuk',
  'Login code': 'Kode masuk',
  'Digit {{n}}': 'Digit {{n}}',
};
