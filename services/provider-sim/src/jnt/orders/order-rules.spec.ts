import { sampleOrder } from '../spec-helpers.js';
import { orderFault } from './order-rules.js';

describe('the create-order field rules (PROVIDERS.md 2.3)', () => {
  it('passes the sample order, and leaves optional fields optional', () => {
    expect(orderFault(sampleOrder('KL-1'))).toBeUndefined();
    const bare = sampleOrder('KL-1');
    ['shipper_contact', 'goodsdesc', 'servicetype', 'expresstype', 'cod', 'goodsvalue', 'orderdate'].forEach(
      (field) => delete bare[field],
    );
    expect(orderFault(bare)).toBeUndefined();
  });

  it.each([
    ['orderid', 'K'.repeat(21), 'orderid maksimal 20 karakter'],
    ['orderid', undefined, 'orderid tidak boleh kosong'],
    ['shipper_name', 'S'.repeat(31), 'shipper_name maksimal 30 karakter'],
    ['shipper_phone', '+628123456789012', 'shipper_phone harus diawali +62, maksimal 15 karakter'],
    ['shipper_phone', '6281234567890', 'shipper_phone harus diawali +62, maksimal 15 karakter'],
    ['shipper_addr', 'A'.repeat(201), 'shipper_addr maksimal 200 karakter'],
    ['origin_code', 'JK', 'origin_code harus 3 huruf'],
    ['receiver_name', 'R'.repeat(31), 'receiver_name maksimal 30 karakter'],
    ['receiver_phone', '+62 812 9876', 'receiver_phone harus diawali +62, maksimal 15 karakter'],
    ['receiver_addr', 'A'.repeat(201), 'receiver_addr maksimal 200 karakter'],
    ['receiver_zip', '1183', 'receiver_zip harus 5 digit angka'],
    ['receiver_zip', '11830a', 'receiver_zip harus 5 digit angka'],
    ['destination_code', 'JKT1', 'destination_code harus 3 huruf'],
    ['receiver_area', '', 'receiver_area tidak boleh kosong'],
    ['qty', '0', 'qty harus bilangan bulat positif'],
    ['qty', '1.5', 'qty harus bilangan bulat positif'],
    ['weight', '0', 'weight harus lebih dari 0 dan paling banyak 100 kg'],
    ['weight', '100.5', 'weight harus lebih dari 0 dan paling banyak 100 kg'],
    ['weight', 'satu', 'weight harus lebih dari 0 dan paling banyak 100 kg'],
    ['goodsdesc', 'G'.repeat(41), 'goodsdesc maksimal 40 karakter, hanya huruf, angka dan spasi'],
    ['goodsdesc', 'Kalung & gelang', 'goodsdesc maksimal 40 karakter, hanya huruf, angka dan spasi'],
    ['item_name', 'I'.repeat(51), 'item_name maksimal 50 karakter'],
    ['servicetype', '2', 'servicetype harus 1 atau 6'],
    ['expresstype', 'JTR', 'expresstype harus 1 (EZ)'],
    ['cod', 'gratis', 'cod harus berupa angka'],
    ['sendstarttime', '2025-09-15T15:00:00', 'sendstarttime harus berformat YYYY-MM-DD hh:mm:ss'],
    ['receiver_name', { first: 'Siti' }, 'receiver_name tidak valid'],
  ])('%s = %j: %s', (field, value, reason) => {
    expect(orderFault(sampleOrder('KL-1', { [field]: value }))).toBe(reason);
  });

  it.each([
    ['weight', '100'],
    ['weight', 0.01],
    ['shipper_phone', '+62812345678'],
    ['receiver_phone', '+62812345678901'],
    ['goodsdesc', 'Kalung Titanium 2 pcs'],
    ['expresstype', 'EZ'],
    ['servicetype', 6],
  ])('%s = %j is accepted', (field, value) => {
    expect(orderFault(sampleOrder('KL-1', { [field]: value }))).toBeUndefined();
  });
});
