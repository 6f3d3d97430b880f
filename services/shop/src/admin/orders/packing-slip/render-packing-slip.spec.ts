import type { PackingFacts, PackingLine } from '@kilau/domain';

import { pageCount, pdfText } from '../../../shipping/labels/pdf-text.spec-support.js';
import type { PackingSlip } from './packing-slip.js';
import { renderPackingSlip } from './render-packing-slip.js';

const chain: PackingLine = {
  name: 'Kalung Rantai Titanium',
  source_type: 'product',
  custom: true,
  charms: ['Huruf K', 'Bintang', 'Huruf K'].map((name, index) => ({ slot: index + 1, charm: index + 1, name })),
  message: 'Selamat ulang tahun, Ibu!',
  quantity: 2,
  price: 185_000,
  line_total: 370_000,
  image: '',
};
const giftSet: PackingLine = {
  ...chain,
  name: 'For Her Set',
  source_type: 'gift_set',
  custom: false,
  charms: [],
  message: '',
  quantity: 1,
};

const packing = (lines: PackingLine[]): PackingFacts => ({
  lines,
  receiver: {
    name: 'Siti Rahayu',
    phone: '81234567890',
    address: 'Jl. Melati No. 5, RT 01/RW 02',
    district: 'KEBON JERUK',
    city: 'KOTA JAKARTA BARAT',
    province: 'DKI Jakarta',
    postal_code: '11530',
    email: 'siti@example.com',
  },
  pieces: lines.reduce((sum, line) => sum + line.quantity, 0),
});

const slip = (overrides: Partial<PackingSlip> = {}): PackingSlip => ({
  orderId: 1042,
  placedAt: '2026-11-22T07:05:00.000Z',
  waybill: 'JO0000001042',
  warning: null,
  packing: packing([chain, giftSet]),
  ...overrides,
});

describe('renderPackingSlip', () => {
  it('prints the order number, the receiver and address, each line with its charms by slot and its gift note', async () => {
    const pdf = await renderPackingSlip(slip(), { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    const expected = [
      'PACKING SLIP',
      'Order #1042',
      'Placed 22/11/2026 14:05 WIB · Waybill JO0000001042',
      'SHIP TO',
      'Siti Rahayu',
      '+62 812-3456-7890',
      'Jl. Melati No. 5, RT 01/RW 02',
      'Kec. KEBON JERUK',
      'KOTA JAKARTA BARAT',
      'DKI Jakarta 11530',
      'siti@example.com',
      'ITEMS (3 pieces)',
      '2 × Kalung Rantai Titanium (chain)',
      'Slot 1: Huruf K',
      'Slot 2: Bintang',
      'Slot 3: Huruf K',
      'Gift note: "Selamat ulang tahun, Ibu!"',
      '1 × For Her Set',
      'Page 1 of 1',
    ];
    for (const line of expected) expect(text).toContain(line);
    // the charms in slot order, under their piece, before the next line
    const at = (line: string) => text.indexOf(line);
    expect(at('Slot 1: Huruf K')).toBeGreaterThan(at('2 × Kalung Rantai Titanium'));
    expect(at('Slot 2: Bintang')).toBeGreaterThan(at('Slot 1: Huruf K'));
    expect(at('Slot 3: Huruf K')).toBeGreaterThan(at('Slot 2: Bintang'));
    expect(at('1 × For Her Set')).toBeGreaterThan(at('Gift note:'));
    expect(text).not.toContain('Status:');
  });

  it('continues a long order on more pages, numbering them and never cutting a line', async () => {
    const lines = Array.from({ length: 30 }, (_, n) => ({ ...chain, name: `Gelang Nomor ${n + 1}` }));
    const pdf = await renderPackingSlip(slip({ packing: packing(lines) }), { compress: false });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Order #1042 (continued)');
    for (let n = 1; n <= 30; n++) expect(text).toContain(`2 × Gelang Nomor ${n} (chain)`);
  });

  it('warns in red when the order is not to be shipped', async () => {
    const text = pdfText(await renderPackingSlip(slip({ warning: 'cancelled', waybill: null }), { compress: false }));
    expect(text).toContain('Status: cancelled - do not ship');
    expect(text).not.toContain('Waybill');
  });
});
