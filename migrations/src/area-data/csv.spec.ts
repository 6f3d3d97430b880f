import { CsvSyntaxError, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it.each([
    [
      'plain fields',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'a quoted comma',
      'name,city\n"Kilau, Jakarta",JKT',
      [
        ['name', 'city'],
        ['Kilau, Jakarta', 'JKT'],
      ],
    ],
    ['doubled quotes', '35.29.22,35.29,"Ra""as"', [['35.29.22', '35.29', 'Ra"as']]],
    ['an empty quoted field', 'a,"",c', [['a', '', 'c']]],
    ['empty fields', ',,', [['', '', '']]],
    [
      'CRLF line ends and a BOM',
      '\uFEFFa,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['blank lines', 'a\n\n\nb\n', [['a'], ['b']]],
    ['a quote inside an unquoted field', 'Ma\'u,O"o', [["Ma'u", 'O"o']]],
    [
      'a line break inside quotes',
      'a,"x\ny"\nb,c',
      [
        ['a', 'x\ny'],
        ['b', 'c'],
      ],
    ],
  ])('reads %s', (_case, text, expected) => {
    expect(parseCsv(text).map((record) => record.fields)).toEqual(expected);
  });

  it('names the line each record starts on', () => {
    expect(parseCsv('h\n"two\nlines"\n\nlast').map((record) => record.line)).toEqual([1, 2, 5]);
  });

  it('takes another delimiter', () => {
    expect(parseCsv('a;"b;c"', ';')[0]?.fields).toEqual(['a', 'b;c']);
  });

  it.each([
    ['a quote never closed', 'a,b\n1,"open\n2,3', 2],
    ['text after a closing quote', 'a,b\n"x"y,2', 2],
  ])('refuses %s, naming its line', (_case, text, line) => {
    expect(() => parseCsv(text)).toThrow(CsvSyntaxError);
    expect(() => parseCsv(text)).toThrow(`line ${line}:`);
  });
});
