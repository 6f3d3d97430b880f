import './policy-pages.css';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import {
  dayRange,
  DELIVERY_DAYS,
  PROCESSING_WORKING_DAYS,
  SHOP_EMAIL,
  WARRANTY_CLAIM_WORKING_DAYS,
  WARRANTY_MONTHS,
} from '@kilau/domain';

import { INSTAGRAM_HANDLE, INSTAGRAM_URL } from '../home/social';

/** The questions of order-side seed 'FAQ page (Indonesian)', each answered in full. */
const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: 'Apakah perhiasan Kilau benar-benar titanium asli?',
    answer: (
      <p>
        Ya. Semua perhiasan Kilau dibuat dari titanium (stainless steel titanium) asli, bukan kuningan atau besi yang
        dilapisi. Bahan ini yang membuat perhiasan kami ringan, kuat, dan tidak berkarat.
      </p>
    ),
  },
  {
    question: 'Apa kelebihan perhiasan titanium?',
    answer: (
      <p>
        Titanium bersifat hypoallergenic sehingga aman untuk kulit sensitif, tidak mudah berkarat atau menghitam
        (tarnish free), lebih tahan gores dan bengkok, serta tetap ringan dipakai seharian. Harganya juga jauh lebih
        terjangkau dibanding emas atau perak murni dengan tampilan yang sama cantiknya.
      </p>
    ),
  },
  {
    question: 'Apakah aman dipakai mandi, berenang, atau saat berkeringat?',
    answer: (
      <p>
        Aman. Perhiasan Kilau waterproof dan sweatproof, jadi boleh dipakai saat mandi, olahraga, maupun berenang.
        Setelah terkena air laut atau air kolam berklorin, bilas dengan air bersih lalu keringkan agar kilaunya tetap
        terjaga.
      </p>
    ),
  },
  {
    question: 'Apakah warnanya bisa pudar?',
    answer: (
      <>
        <p>
          Warna silver adalah warna asli titanium, jadi tidak akan pudar. Warna gold dan rose gold berasal dari lapisan
          emas 18K di atas titanium; lapisan ini tahan lama untuk pemakaian sehari-hari, namun seperti semua perhiasan
          berlapis dapat menipis perlahan bila sering bergesekan atau terkena bahan kimia keras.
        </p>
        <p>Karena itu setiap perhiasan mendapat garansi warna {WARRANTY_MONTHS} bulan.</p>
      </>
    ),
  },
  {
    question: 'Bagaimana cara merawat perhiasan Kilau?',
    answer: (
      <ul>
        <li>Hindari kontak langsung dengan parfum, hand sanitizer, pemutih, dan bahan kimia keras lainnya.</li>
        <li>Bersihkan dengan kain lembut; bila perlu cuci dengan sabun lembut dan air, lalu keringkan.</li>
        <li>Simpan terpisah di pouch atau kotak Kilau agar tidak saling bergesekan dan tergores.</li>
        <li>Lepaskan saat tidur atau saat mengangkat beban berat agar rantai tidak tertarik.</li>
      </ul>
    ),
  },
  {
    question: 'Apakah ada garansi?',
    answer: (
      <p>
        Ada. Kami memberikan garansi {WARRANTY_MONTHS} bulan untuk cacat produksi (misalnya pengait rusak, batu lepas,
        atau warna pudar yang tidak wajar). Untuk klaim, kirimkan foto produk dan nomor pesanan melalui DM Instagram{' '}
        <a href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer">
          {INSTAGRAM_HANDLE}
        </a>{' '}
        atau media sosial Kilau lainnya. Kerusakan karena pemakaian yang tidak wajar tidak termasuk garansi.
      </p>
    ),
  },
  {
    question: 'Apakah bisa bayar di tempat (COD)?',
    answer: (
      <p>
        COD tersedia untuk beberapa area saja, tergantung jangkauan kurir. Bila area Anda belum bisa COD, Anda tetap
        dapat membayar dengan kartu, virtual account bank, atau QRIS saat checkout. Ragu? Tanyakan dulu melalui DM
        Instagram atau email <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>.
      </p>
    ),
  },
  {
    question: 'Berapa lama pesanan saya sampai?',
    answer: (
      <p>
        Pesanan dikemas dan dikirim {dayRange(PROCESSING_WORKING_DAYS)} hari kerja setelah pembayaran kami terima.
        Setelah itu lama pengiriman sekitar {dayRange(DELIVERY_DAYS)} hari, tergantung kota tujuan. Nomor resi dapat
        Anda pantau di halaman lacak pesanan.
      </p>
    ),
  },
  {
    question: 'Berapa lama proses klaim garansi?',
    answer: (
      <p>
        Setelah produk kami terima dan diperiksa, perbaikan atau penggantian selesai paling lama{' '}
        {WARRANTY_CLAIM_WORKING_DAYS} hari kerja. Produk kemudian kami kirim kembali dengan lama pengiriman{' '}
        {dayRange(DELIVERY_DAYS)} hari.
      </p>
    ),
  },
];

/** /faq: the shop's frequently asked questions, in Indonesian as the seed words them (in either language), as an accordion. */
export default function FaqPage() {
  const { t } = useTranslation('common');
  return (
    <main className="page page--narrow policy-page" lang="id">
      <h1>Pertanyaan yang Sering Diajukan</h1>
      <p className="policy-page__lead">
        Belum menemukan jawabannya? Hubungi kami di <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>. Tentang
        pengembalian barang, baca <Link to="/refund">{t('Refund Policy')}</Link> kami.
      </p>
      <ul className="faq">
        {QUESTIONS.map(({ question, answer }) => (
          <li key={question}>
            <details className="faq__item">
              <summary>{question}</summary>
              <div className="faq__answer">{answer}</div>
            </details>
          </li>
        ))}
      </ul>
    </main>
  );
}
