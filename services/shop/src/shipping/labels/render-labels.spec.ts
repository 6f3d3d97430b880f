import { pageCount, pdfText, servedPdfText } from './pdf-text.spec-support.js';
import { LabelInputError, renderLabels, renderLabelsFileName } from './render-labels.js';
import type { ShippingLabel } from './shipping-label.js';

const label = (overrides: Partial<ShippingLabel> = {}): ShippingLabel => ({
  orderId: 1234,
  waybill: 'JO0123456789',
  service: 'EZ',
  sender: { name: 'Kilau', phone: '+6281100000000', address: 'Jl. Kemang Raya No. 8', city: 'Jakarta Selatan' },
  receiver: {
    name: 'Siti Rahayu',
    phone: '+6281234567890',
    address: 'Jl. Melati No. 5, RT 01/RW 02',
    city: 'Jakarta Barat',
    district: 'Kebon Jeruk',
    province: 'DKI Jakarta',
    postalCode: '11530',
  },
  destinationCode: 'JKT',
  receiverArea: 'JKT001',
  weightKg: 0.25,
  items: [{ name: 'Titanium Heart Necklace', quantity: 1, charms: ['Letter S', 'Birthstone May'] }],
  giftNote: 'Selamat ulang tahun, sayang!',
  createdAt: '2025-01-31T20:05:00.000Z',
  ...overrides,
});

const manyItems = Array.from({ length: 40 }, (_, index) => ({
  name: `Charm Bracelet Nomor ${index + 1}`,
  quantity: 2,
  charms: ['Letter A', 'Heart', 'Zodiac Leo'],
}));
const note65 = 'Untuk Ibu tercinta: terima kasih untuk semuanya, peluk dari Jogja';

describe('renderLabels', () => {
  it.each([
    ['one label', [label()]],
    ['three labels', [1, 2, 3].map((n) => label({ orderId: n, waybill: `JO000000000${n}` }))],
    ['40 items and a 65-character gift note', [label({ items: manyItems, giftNote: note65 })]],
    ['several gift messages', [label({ giftNote: [note65, note65, note65, note65, note65].join('\n') })]],
    ['no gift note and no charms', [label({ giftNote: null, items: [{ name: 'Ring', quantity: 1, charms: [] }] })]],
  ])('renders %s as one PDF with a page per label', async (_, labels) => {
    const pdf = await renderLabels(labels, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
    expect(pageCount(pdf)).toBe(labels.length);
    const text = pdfText(pdf);
    for (const { waybill, orderId } of labels) {
      expect(text).toContain(waybill);
      expect(text).toContain(`Order #${orderId}`);
    }
  });

  it('prints the sorting code, both addresses, the items with their charms, the note, weight and WIB date', async () => {
    const text = pdfText(await renderLabels([label()], { compress: false }));
    for (const expected of [
      'J&T EXPRESS',
      'Kilau',
      'EZ',
      'JKT',
      'JKT001',
      'Siti Rahayu',
      'Kebon Jeruk, Jakarta Barat',
      'DKI Jakarta 11530',
      'Jl. Kemang Raya No. 8, Jakarta Selatan',
      'Titanium Heart Necklace × 1',
      'Charms: Letter S, Birthstone May',
      'Selamat ulang tahun, sayang!',
      'Weight 0,25 kg',
      '01/02/2025 03:05 WIB',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('cuts a long item list with +N more and keeps the gift note on the same page', async () => {
    const pdf = await renderLabels([label({ items: manyItems, giftNote: note65 })], { compress: false });
    const text = pdfText(pdf);
    expect(pageCount(pdf)).toBe(1);
    expect(text).toMatch(/\+\d+ more/);
    expect(text).toContain('Charm Bracelet Nomor 1 × 2');
    expect(text).not.toContain('Charm Bracelet Nomor 40 ');
    expect(text.replace(/\n/g, ' ')).toContain(note65);
  });

  it('keeps Indonesian names, cuts long ones with an ellipsis and prints what Helvetica lacks as ?', async () => {
    const receiver = {
      ...label().receiver,
      name: 'Désirée Ayu Kusumawardhani Putri Ningrum Setyaningsih Wulandari Prameswari',
      address: 'Jl. Ş 🎁 '.repeat(40),
    };
    const pdf = await renderLabels([label({ receiver })], { compress: false });
    const text = pdfText(pdf);
    expect(pageCount(pdf)).toBe(1);
    expect(text).toMatch(/Désirée Ayu Kusumawardhani[^\n]*…/);
    expect(text).toContain('Jl. S ? Jl. S ?');
  });

  it('refuses to render no labels at all', async () => {
    await expect(renderLabels([])).rejects.toThrow(LabelInputError);
    await expect(renderLabels([])).rejects.toThrow('No shipping labels to render: give at least one label');
  });

  it.each([
    [{ waybill: '' }, "the waybill '' cannot be printed as a Code 128 barcode"],
    [{ waybill: 'JO01é' }, "the waybill 'JO01é' cannot be printed as a Code 128 barcode"],
    [{ createdAt: 'yesterday' }, "createdAt 'yesterday' is not a date"],
    [{ weightKg: Number.NaN }, 'weight NaN kg is not a weight'],
  ])('refuses a label with %p', async (overrides, message) => {
    await expect(renderLabels([label(overrides)])).rejects.toThrow(`Shipping label for order 1234: ${message}`);
  });

  // how fast is the bench's question (shipping.bench.ts), never a test's
  it('renders 50 labels, and concurrent calls keep to their own labels', async () => {
    const batch = (prefix: string) =>
      Array.from({ length: 50 }, (_, n) =>
        label({ orderId: n + 1, waybill: `${prefix}${String(n).padStart(10, '0')}` }),
      );
    const pdf = await renderLabels(batch('JO'));
    expect(pageCount(pdf)).toBe(50);

    const [first, second] = await Promise.all([
      renderLabels(batch('JA'), { compress: false }),
      renderLabels(batch('JB'), { compress: false }),
    ]);
    expect(pdfText(first!)).not.toContain('JB00');
    expect(pdfText(second!)).not.toContain('JA00');
    expect(pageCount(second!)).toBe(50);
  });
});

describe('renderLabelsFileName', () => {
  it.each([
    [[1234], 'labels-1234-1.pdf'],
    [[7, 8, 9], 'labels-7-3.pdf'],
  ])('names the labels of %p %s', (orderIds, name) => {
    expect(renderLabelsFileName(orderIds)).toBe(name);
  });

  it('refuses no orders', () => {
    expect(() => renderLabelsFileName([])).toThrow(LabelInputError);
  });
});

describe('servedPdfText', () => {
  it('reads the text of a compressed PDF as the uncompressed one reads', async () => {
    const labels = [label()];
    const served = servedPdfText(await renderLabels(labels));
    expect(served).toBe(pdfText(await renderLabels(labels, { compress: false })));
    expect(served).toContain('Order #1234');
  });
});
