import type { PackingLine } from './answers/packing.js';
import { addressLine, packingFacts, packingLineText } from './packing.js';
import { customPiece, RECEIVER, soldItem } from './packing.spec-support.js';

describe('packingFacts', () => {
  it.each([
    [
      'a custom piece: its chain and its charms numbered by slot, a charm filling two slots',
      customPiece({ message: '  Untuk Ibu  ' }),
      {
        name: 'Rantai Titanium',
        custom: true,
        charms: [
          { slot: 1, charm: 3, name: 'Huruf K' },
          { slot: 2, charm: 9, name: 'Bintang' },
          { slot: 3, charm: 3, name: 'Huruf K' },
        ],
        message: 'Untuk Ibu',
        quantity: 2,
        price: 185_000,
        line_total: 370_000,
      },
    ],
    [
      'a plain product (chain only)',
      soldItem({ product: 8, product_name: 'Gelang' }),
      { name: 'Gelang', custom: false, charms: [] },
    ],
    [
      'a gift set',
      soldItem({ gift_set: 4, gift_set_name: 'For Her', source_type: 'gift_set' }),
      { name: 'For Her', custom: false, source_type: 'gift_set' },
    ],
    [
      'charms alone',
      soldItem({ source_type: 'charms_only', charms: [{ charm: 5, charm_name: 'Hati' }] }),
      { name: 'Charms', custom: false, charms: [{ slot: 1, charm: 5, name: 'Hati' }] },
    ],
  ])('reads %s', (_, line, expected) => {
    const facts = packingFacts([line], RECEIVER);
    expect(facts.lines[0]).toMatchObject(expected);
  });

  it('names the receiver, keeps the address parts and counts the pieces', () => {
    const facts = packingFacts([soldItem({ quantity: 2 }), soldItem({ quantity: 3 })], RECEIVER);
    expect(facts.pieces).toBe(5);
    expect(facts.receiver).toEqual({
      name: 'Siti Rahayu',
      phone: '81234567890',
      address: 'Jl. Melati No. 5, RT 01/RW 02',
      district: 'KEBON JERUK',
      city: 'KOTA JAKARTA BARAT',
      province: 'DKI Jakarta',
      postal_code: '11530',
      email: 'siti@example.com',
    });
  });

  it('leaves out what the record lacks', () => {
    expect(packingFacts([], { first_name: 'Budi' }).receiver).toMatchObject({ name: 'Budi', phone: '', district: '' });
  });
});

describe('addressLine and packingLineText', () => {
  it('writes the address on one line with the kecamatan', () => {
    expect(addressLine(packingFacts([], RECEIVER).receiver)).toBe(
      'Jl. Melati No. 5, RT 01/RW 02, Kec. KEBON JERUK, KOTA JAKARTA BARAT, DKI Jakarta 11530',
    );
    expect(addressLine(packingFacts([], { address: 'Jl. A', city: 'KOTA B' }).receiver)).toBe('Jl. A, KOTA B');
  });

  it.each([
    [customPiece(), '2 × Rantai Titanium (1: Huruf K, 2: Bintang, 3: Huruf K)'],
    [soldItem({ gift_set: 4, gift_set_name: 'For Her', source_type: 'gift_set' }), '1 × For Her'],
  ])('writes %j as %p', (item, text) => {
    const [line] = packingFacts([item], RECEIVER).lines as [PackingLine];
    expect(packingLineText(line)).toBe(text);
  });
});
