import { copyLine } from './copy-text.js';

describe('copyLine', () => {
  it.each([
    ['null and missing as \\N', { a: null }, '\\N\t\\N\n'],
    ['numbers and booleans as their text', { a: 42, b: true }, '42\tt\n'],
    ['a number JSON cannot hold as \\N', { a: Number.NaN, b: false }, '\\N\tf\n'],
    ['tabs, newlines and backslashes escaped', { a: 'x\ty', b: 'a\\b\nc\r' }, 'x\\ty\ta\\\\b\\nc\\r\n'],
    [
      'objects and arrays as their JSON text',
      { a: { q: 'say "hi"\\' }, b: [1, 'é'] },
      String.raw`{"q":"say \\"hi\\"\\\\"}` + '\t[1,"é"]\n',
    ],
    ['a date as its ISO text', { a: new Date('2026-11-22T08:00:00Z'), b: 'x' }, '2026-11-22T08:00:00.000Z\tx\n'],
  ])('writes %s', (_what, row, line) => {
    expect(copyLine(['a', 'b'], row)).toBe(line);
  });

  it('keeps the order of the columns, not of the row', () => {
    expect(copyLine(['b', 'a'], { a: 1, b: 2, c: 3 })).toBe('2\t1\n');
  });
});
