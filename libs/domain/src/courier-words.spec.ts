import {
  courierCodeOf,
  courierStatusBilingual,
  courierStatusInWords,
  type CourierWordsEntry,
  placeInWords,
} from './courier-words.js';

/**
 * Every code J&T sends (the simulator's STAGE_CODES: 101, 100, 102, 103, 104, 200, 401, 402, 150),
 * with the text and city the simulator (and J&T) writes for it.
 */
const JNT_ENTRIES: Array<[CourierWordsEntry, string, string]> = [
  [
    { status_code: 101, status: 'Manifes', city_name: 'JAKARTA' },
    'Shipment registered with J&T, waiting for pickup',
    'Pengiriman terdaftar di J&T, menunggu penjemputan',
  ],
  [
    { status_code: 100, status: 'Paket telah di pick up oleh kurir', city_name: 'JAKARTA' },
    'Picked up by the J&T courier in Jakarta',
    'Diambil oleh kurir J&T di Jakarta',
  ],
  [
    { status_code: 102, status: 'Paket akan dikirimkan ke BANDUNG_GATEWAY', city_name: 'JAKARTA' },
    'On the way to the Bandung sorting centre',
    'Dalam perjalanan ke pusat sortir Bandung',
  ],
  [
    { status_code: 103, status: 'Paket telah sampai di JAKARTA_GATEWAY', city_name: 'JAKARTA' },
    'At the Jakarta sorting centre',
    'Di pusat sortir Jakarta',
  ],
  [
    { status_code: 103, status: 'Paket telah sampai di KOTA_BARU_GATEWAY', city_name: 'KOTA BARU' },
    'At the Kota Baru sorting centre',
    'Di pusat sortir Kota Baru',
  ],
  [
    { status_code: 104, status: 'Paket sedang diantar ke alamat penerima', city_name: 'BANDUNG' },
    'Out for delivery to the receiver',
    'Sedang diantar ke alamat penerima',
  ],
  [
    { status_code: 200, status: 'Paket telah diterima oleh Siti Rahma', city_name: 'BANDUNG' },
    'Delivered and received',
    'Paket sudah diterima',
  ],
  [
    { status_code: 401, status: 'Paket akan diretur ke pengirim', city_name: 'BANDUNG' },
    'Being returned to the sender',
    'Sedang dikembalikan ke pengirim',
  ],
  [
    { status_code: 402, status: 'Paket telah diterima kembali oleh pengirim', city_name: 'JAKARTA' },
    'Returned to the sender',
    'Sudah diterima kembali oleh pengirim',
  ],
  [
    { status_code: 150, status: 'Pesanan dibatalkan', city_name: 'JAKARTA' },
    'Shipment cancelled',
    'Pengiriman dibatalkan',
  ],
];

describe('a J&T tracking entry in words', () => {
  it.each(JNT_ENTRIES)('%p reads "%s" / "%s"', (entry, en, id) => {
    expect(courierStatusInWords(entry, 'en')).toBe(en);
    expect(courierStatusInWords(entry, 'id')).toBe(id);
  });
});

describe('an entry recorded without its code', () => {
  it.each<[string, number | undefined, string]>([
    ['Paket akan dikirimkan ke JAKARTA_GATEWAY', 102, 'On the way to the Jakarta sorting centre'],
    ['Paket telah sampai di SURABAYA_GATEWAY', 103, 'At the Surabaya sorting centre'],
    ['Paket telah diterima oleh Budi', 200, 'Delivered and received'],
    ['Paket telah diterima kembali oleh pengirim', 402, 'Returned to the sender'],
    ['Paket akan diretur ke pengirim', 401, 'Being returned to the sender'],
    ['Manifes', 101, 'Shipment registered with J&T, waiting for pickup'],
    ['Payment received, awaiting shipment', undefined, 'Payment received, awaiting shipment'],
    ['Label created, waiting for the courier', undefined, 'Label created, waiting for the courier'],
  ])('"%s" is code %p: "%s"', (status, code, en) => {
    expect(courierCodeOf({ status })).toBe(code);
    expect(courierStatusInWords({ status }, 'en')).toBe(en);
  });
});

describe('a departure that says where it left', () => {
  it.each<[CourierWordsEntry, string, string]>([
    [
      { status_code: 102, status: 'Berangkat dari JAKARTA_GATEWAY', city_name: 'JAKARTA' },
      'Left the Jakarta sorting centre',
      'Berangkat dari pusat sortir Jakarta',
    ],
    [{ status_code: 102, status: 'Berangkat dari DENPASAR' }, 'Left Denpasar', 'Berangkat dari Denpasar'],
    [{ status: 'Berangkat dari KOTA_BARU' }, 'Left Kota Baru', 'Berangkat dari Kota Baru'],
    [{ status_code: 102, status: 'Berangkat' }, 'On the way to the sorting centre', 'Dalam perjalanan ke pusat sortir'],
  ])('%p reads "%s" / "%s"', (entry, en, id) => {
    expect(courierStatusInWords(entry, 'en')).toBe(en);
    expect(courierStatusInWords(entry, 'id')).toBe(id);
  });
});

describe('a code no sentence covers', () => {
  it.each<[CourierWordsEntry, string, string]>([
    [{ status_code: 999, status: 'JAKARTA_GATEWAY' }, 'Jakarta sorting centre', 'Pusat sortir Jakarta'],
    [
      { status_code: 305, status: 'Transit di MEDAN_DP' },
      'Transit di Medan delivery point',
      'Transit di titik antar Medan',
    ],
    [{ status_code: 306, status: 'PROBLEM_ON_SHIPMENT' }, 'Problem On Shipment', 'Problem On Shipment'],
    [{ status_code: 307, status: 'ALAMAT_TIDAK_DITEMUKAN' }, 'Alamat Tidak Ditemukan', 'Alamat Tidak Ditemukan'],
    [{ status_code: 308, status: '' }, 'Courier update (code 308)', 'Kabar dari kurir (kode 308)'],
    [{ status_code: null, status: '' }, 'Courier update', 'Kabar dari kurir'],
  ])('%p reads "%s" / "%s", with no underscore', (entry, en, id) => {
    expect(courierStatusInWords(entry, 'en')).toBe(en);
    expect(courierStatusInWords(entry, 'id')).toBe(id);
    expect(courierStatusInWords(entry, 'en')).not.toContain('_');
  });
});

describe('the words around it', () => {
  it.each([
    ['JAKARTA', 'Jakarta'],
    ['KOTA_BANDUNG', 'Kota Bandung'],
    ['KAB. BOGOR', 'Kab. Bogor'],
  ])('place %s reads %s', (code, words) => {
    expect(placeInWords(code)).toBe(words);
  });

  it('says both languages in the mails, once when they agree', () => {
    expect(courierStatusBilingual({ status_code: 103, status: 'Paket telah sampai di JAKARTA_GATEWAY' })).toBe(
      'At the Jakarta sorting centre / Di pusat sortir Jakarta',
    );
    expect(courierStatusBilingual({ status: 'Payment received, awaiting shipment' })).toBe(
      'Payment received, awaiting shipment',
    );
  });
});
