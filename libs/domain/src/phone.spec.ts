import { formatIndonesianPhone, phoneHref } from './phone.js';

describe('formatIndonesianPhone and phoneHref', () => {
  it.each([
    ['81234567890', '+62 812-3456-7890', 'tel:+6281234567890'],
    ['8123456789', '+62 812-3456-789', 'tel:+628123456789'],
    ['812345678901', '+62 812-3456-78901', 'tel:+62812345678901'],
    ['8123456789012', '+62 812-3456-789012', 'tel:+628123456789012'],
    ['8123456', '+62 812-3456', 'tel:+628123456'],
    ['81234567', '+62 812-34567', 'tel:+6281234567'],
    ['081298765432', '+62 812-9876-5432', 'tel:+6281298765432'],
    ['+6281298765432', '+62 812-9876-5432', 'tel:+6281298765432'],
    ['62 812 9876 5432', '+62 812-9876-5432', 'tel:+6281298765432'],
    ['0812-9876-5432', '+62 812-9876-5432', 'tel:+6281298765432'],
    // not a mobile number: shown as stored, nothing to dial
    ['0215550123', '0215550123', undefined],
    ['812345', '812345', undefined],
    [' call me ', 'call me', undefined],
    ['', '', undefined],
  ])('%p shows %p and dials %p', (stored, shown, href) => {
    expect(formatIndonesianPhone(stored)).toBe(shown);
    expect(phoneHref(stored)).toBe(href);
  });

  it.each([
    ['81234567890', '0812-3456-7890'],
    ['+62812345678901', '0812-3456-78901'],
    ['0215550123', '0215550123'],
  ])('%p is dialled at home as %p', (stored, shown) => {
    expect(formatIndonesianPhone(stored, { national: true })).toBe(shown);
  });
});
