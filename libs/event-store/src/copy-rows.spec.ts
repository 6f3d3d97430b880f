import { copyRows, unescapedCopy } from './copy-rows.js';

async function* chunks(...parts: (string | Buffer)[]): AsyncGenerator<Buffer> {
  for (const part of parts) yield Buffer.from(part);
}

async function rowsOf(source: AsyncIterable<Buffer>): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const batch of copyRows(source)) rows.push(...batch);
  return rows;
}

describe('copyRows', () => {
  it('reads rows cut anywhere, even inside a character, each chunk its whole rows', async () => {
    const bytes = Buffer.from('order-1\t1\t{"city":"Bañdung"}\norder-2\t1\t{}\n');
    const cut = bytes.indexOf('ñ') + 1;
    expect(await rowsOf(chunks(bytes.subarray(0, cut), bytes.subarray(cut, cut + 2), bytes.subarray(cut + 2)))).toEqual(
      [
        ['order-1', '1', '{"city":"Bañdung"}'],
        ['order-2', '1', '{}'],
      ],
    );
  });

  it('unescapes the JSON text COPY escaped', async () => {
    const json = JSON.stringify({ message: 'say "hi"\\\n\tbye' });
    const copied = json.replaceAll('\\', '\\\\');
    expect(await rowsOf(chunks(`order-1\t${copied}\n`))).toEqual([['order-1', json]]);
    expect(JSON.parse(unescapedCopy(copied))).toEqual({ message: 'say "hi"\\\n\tbye' });
  });

  it('unescapes the control characters COPY writes as escapes', () => {
    expect(unescapedCopy('a\\tb\\nc\\rd\\\\e\\bf\\fg\\vh')).toBe('a\tb\nc\rd\\e\bf\fg\vh');
  });

  it('refuses a COPY that ends inside a row', async () => {
    await expect(rowsOf(chunks('order-1\t1\n', 'order-2\t'))).rejects.toThrow('COPY ended inside a row');
  });
});
