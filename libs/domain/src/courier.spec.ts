import {
  cancellationOutcome,
  type CourierEntry,
  courierRefusal,
  receiptRefusalMessage,
  stageOfEntry,
  statusAfterHistory,
} from './courier.js';
import type { OrderStatus } from './order-status.js';

const entry = (status_code: number, status = ''): CourierEntry => ({
  date_time: '2026-11-22 10:00:00',
  status,
  status_code,
});

describe('reading a tracking entry', () => {
  it.each<[number, string, OrderStatus | undefined]>([
    [101, 'Manifes', undefined],
    [100, 'Paket telah di pick up oleh kurir', 'packing'],
    [102, 'Paket akan dikirimkan ke JAKARTA HUB', 'on_shipping'],
    [103, 'Paket telah sampai di BANDUNG HUB', 'shipped'],
    [104, 'Paket sedang diantar ke alamat penerima', 'delivery'],
    [200, 'Paket telah diterima oleh Siti', 'done'],
    [401, 'Paket akan diretur ke pengirim', 'not_accepted'],
    [402, 'Paket telah diterima kembali oleh pengirim', 'not_accepted'],
    [0, 'Paket telah diterima oleh Budi', 'done'],
    [0, 'Paket sedang diantar', 'delivery'],
    [0, 'Paket telah sampai di gudang', 'shipped'],
    [0, 'Paket dalam proses retur', 'not_accepted'],
    [0, 'Sesuatu yang lain', undefined],
  ])('code %p "%s" is %p', (code, status, stage) => {
    expect(stageOfEntry(entry(code, status))).toBe(stage);
  });
});

describe('the status a history leaves', () => {
  it.each<[OrderStatus, number[], OrderStatus | undefined]>([
    ['collection', [101], undefined],
    ['collection', [101, 100], 'packing'],
    ['collection', [101, 100, 102, 103], 'shipped'],
    ['packing', [101, 100], undefined],
    ['shipped', [101, 100, 102], undefined],
    ['collection', [101, 200], 'done'],
    ['delivery', [101, 100, 102, 103, 104, 200], 'done'],
    ['delivery', [101, 100, 401], 'not_accepted'],
    ['collection', [104, 100], 'delivery'],
    ['done', [401], undefined],
    ['awaiting_shipment', [101, 100], undefined],
    ['cancelled', [100], undefined],
  ])('from %s, codes %p give %p', (current, codes, after) => {
    expect(
      statusAfterHistory(
        current,
        codes.map((code) => entry(code)),
      ),
    ).toBe(after);
  });
});

describe('a refused courier order', () => {
  it.each<[string, string | null, ReturnType<typeof courierRefusal>]>([
    [
      'Kecamatan Penerima Error',
      null,
      { message: 'Alamat pengiriman tidak dikenali oleh JNT. Pastikan kecamatan sudah benar.' },
    ],
    ['Orderid tidak boleh sama', 'JO0000000001', { reuse: 'JO0000000001' }],
    ['Orderid tidak boleh sama', null, { message: 'Pesanan ini sudah pernah dibuat sebelumnya.' }],
    ['Berat tidak valid', null, { message: 'Gagal membuat resi: Berat tidak valid' }],
  ])('"%s" (existing %p) gives %p', (reason, existing, outcome) => {
    expect(courierRefusal(reason, existing)).toEqual(outcome);
  });
});

describe('a refused receipt', () => {
  it.each([
    ['S28', 'Shipment already processed or canceled in JNT system'],
    ['S10', 'Billcode not found in JNT system'],
    ['S99', 'System error at JNT'],
    ['Error S10: unknown', 'Billcode not found in JNT system'],
    ['something else', 'something else'],
    ['', 'System error at JNT'],
  ])('%p reads %p', (reason, message) => {
    expect(receiptRefusalMessage(reason)).toBe(message);
  });
});

describe("the courier's answer to a cancellation", () => {
  it.each<[string, string, ReturnType<typeof cancellationOutcome>['kind']]>([
    ['Sukses', '', 'cancelled'],
    ['sukses', '', 'cancelled'],
    ['Gagal', 'Status pesanan adalah : CANCEL_ORDER', 'already_cancelled'],
    ['Gagal', 'Tidak dapat dibatalkan, Status pesanan adalah : GOT', 'not_allowed'],
    ['Gagal', 'Order tidak ditemukan', 'failed'],
  ])('%s / %p is %s', (status, reason, kind) => {
    expect(cancellationOutcome(status, reason).kind).toBe(kind);
  });
});
